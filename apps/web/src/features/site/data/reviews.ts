export interface Review {
  name: string;
  program: string;
  text: string;
  /** Photo path; the card shows initials when there is none. */
  image: string | null;
}

/** Five static sample reviews (spec §2). */
export const REVIEWS: Review[] = [
  {
    name: 'Ananya Iyer',
    program: 'F1 · MS Computer Science',
    text: 'The mock officer asked exactly the follow-ups I got at the Chennai consulate. Practising out loud fixed my habit of giving long, nervous answers.',
    image: '/media/reviewer-ananya.svg',
  },
  {
    name: 'Rahul Deshmukh',
    program: 'F1 · MBA',
    text: 'Scores out of 10 with a model answer made it obvious where I was vague about funding. Two retests later my answers were short and confident.',
    image: null,
  },
  {
    name: 'Maria Santos',
    program: 'B1/B2 · Family visit',
    text: 'I practised from Manila at midnight before my interview. The feedback on ties to home was the part that helped me most.',
    image: '/media/reviewer-maria.svg',
  },
  {
    name: 'Karthik Reddy',
    program: 'F1 · MS Data Science',
    text: 'Speech recognition understood my accent without trouble, and the transcript showed me every filler word I use.',
    image: null,
  },
  {
    name: 'Priya Nair',
    program: 'B1/B2 · Business',
    text: 'Clear, calm and realistic. I walked into the Mumbai interview knowing what to expect and was done in three minutes.',
    image: null,
  },
];
