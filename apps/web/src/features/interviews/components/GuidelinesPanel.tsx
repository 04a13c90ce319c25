const SECTIONS: Array<{ title: string; points: string[] }> = [
  {
    title: 'Before the interview',
    points: [
      'Know your DS-160 confirmation, appointment date and visa centre by heart.',
      'Arrange your documents in order: passport, I-20 or invitation, fee receipt, financial proof.',
      'Practise your answers aloud until they are short, specific and true.',
    ],
  },
  {
    title: 'During the interview',
    points: [
      'Greet the officer, listen to the whole question and answer only what is asked.',
      'Speak clearly in two or three sentences with concrete facts: names, figures, dates.',
      'Hand over a document only when the officer asks for it.',
    ],
  },
  {
    title: 'After the interview',
    points: [
      'Note the questions you were asked and how you answered.',
      'Follow the instructions on the slip you receive and track your passport online.',
    ],
  },
  {
    title: 'Resources',
    points: [
      'Official visa information and fee pages of the US embassy in India.',
      'Your university or host’s letters and your own financial statements.',
    ],
  },
  {
    title: 'Dress',
    points: ['Wear neat, formal or business-casual clothes.', 'Keep accessories simple; comfort helps you stay calm.'],
  },
];

export function GuidelinesPanel() {
  return (
    <div className="iv-guidelines">
      {SECTIONS.map((section) => (
        <section key={section.title} className="iv-card">
          <h2>{section.title}</h2>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <section className="iv-card iv-card--accent">
        <h2>Key takeaway</h2>
        <p>Be honest, be brief and be specific: the officer wants a genuine purpose, enough funds and strong reasons to return.</p>
      </section>
    </div>
  );
}
