export interface BlogPost {
  id: number;
  title: string;
  author: string;
  date: string;
  excerpt: string;
  coverImage: string;
  /** Trusted, fixed HTML; still sanitised before rendering. */
  content: string;
  tags: string[];
}

const TEAM = 'VisaReady Team';
const NAMED_AUTHOR = 'Meera Kulkarni';

/** The six fixed posts of the blog (spec §3). */
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    title: 'US Tourist Visa (B1/B2): Who Is Eligible and Which Documents to Bring',
    author: TEAM,
    date: 'May 2, 2025',
    excerpt: 'Eligibility in plain words, the fee, and a document checklist for your B1/B2 appointment in India.',
    coverImage: '/blog/tourist-visa.svg',
    tags: ['B1/B2', 'Documents'],
    content: `<p>The B1/B2 visa covers short business trips and tourism, including visits to family. The officer must be convinced that your trip is temporary and that you will return home.</p>
<h2>Who is eligible</h2><ul><li>You have a clear, short purpose for the trip.</li><li>You can pay for it.</li><li>You have strong ties at home: job, studies, family, property.</li></ul>
<h2>Fees and documents</h2><p>The application fee is <strong>$160</strong>, paid before you book. Bring the DS-160 confirmation, appointment letter and a passport valid at least <strong>6 months</strong> beyond your planned departure from the US.</p>
<p>After approval, the passport can be collected in person or delivered by courier for about <strong>INR 650</strong>; most passports come back within <strong>14 working days</strong>.</p>`,
  },
  {
    id: 2,
    title: 'What Is Asked in a US Student (F1) Visa Interview',
    author: NAMED_AUTHOR,
    date: 'May 6, 2025',
    excerpt: 'The four question families every F1 officer works through, with how to answer each briefly and honestly.',
    coverImage: '/blog/student-interview.svg',
    tags: ['F1', 'Interview'],
    content: `<p>Most F1 interviews last two to three minutes. The questions fall into four families.</p>
<h2>1. Your programme</h2><p>Why this course and this university? Name specific modules or faculty, not rankings alone.</p>
<h2>2. Your academics</h2><p>Expect questions on your scores, backlogs or gap years. Answer plainly.</p>
<h2>3. Funding</h2><p>Who pays, how much, and where the money comes from. Know the numbers on your I-20.</p>
<h2>4. Your plans after study</h2><p>Show what you will return to. A concrete career plan at home is more convincing than a promise.</p>
<p>Your programme should start within <strong>60 days</strong> of your visa appointment window; plan your date accordingly.</p>`,
  },
  {
    id: 3,
    title: 'FAQs on Applying for a US Visa',
    author: TEAM,
    date: 'May 10, 2025',
    excerpt: 'When to apply, how long it takes, what happens after the interview — short answers to common questions.',
    coverImage: '/blog/visa-faqs.svg',
    tags: ['FAQ', 'Process'],
    content: `<h2>When should I apply?</h2><p>Start <strong>30-45 days</strong> before you need to travel, and earlier in the summer student season.</p>
<h2>How long does the whole process take?</h2><p>Usually about 2-4 weeks from payment to passport, depending on appointment availability.</p>
<h2>Can I practise the interview?</h2><p>Yes — a mock interview with feedback is the fastest way to find weak answers. <a href="/faqs">Read our product FAQs</a>.</p>`,
  },
  {
    id: 4,
    title: 'Why US Visas Get Refused — and How to Avoid the Common Reasons',
    author: NAMED_AUTHOR,
    date: 'May 14, 2025',
    excerpt: 'Section 214(b), weak ties, unclear funding and inconsistent answers: what officers see and what you can fix.',
    coverImage: '/blog/visa-rejection.svg',
    tags: ['Refusal', '214(b)'],
    content: `<p>Most refusals cite section 214(b): the officer was not convinced you will return home.</p>
<h2>Common reasons</h2><ul><li>Weak or unexplained ties to home.</li><li>Funding that does not add up.</li><li>Answers that contradict your DS-160.</li><li>Memorised answers that collapse at the first follow-up.</li></ul>
<h2>What helps</h2><p>Know your own application, answer in your own words, and keep it short. Practise follow-up questions, not just the first one.</p>`,
  },
  {
    id: 5,
    title: 'Six Strategies for Your US Visa Interview in the Philippines',
    author: TEAM,
    date: 'May 19, 2025',
    excerpt: 'Manila-specific tips: arriving on time, documents in order, and six ways to answer with confidence.',
    coverImage: '/blog/philippines-strategies.svg',
    tags: ['Philippines', 'Strategy'],
    content: `<ol><li><strong>Arrive early</strong> and bring only what the embassy allows.</li><li><strong>Know your DS-160</strong> line by line.</li><li><strong>Lead with your purpose</strong> in one sentence.</li><li><strong>Show ties</strong>: work, family, studies.</li><li><strong>Be honest</strong> about past travel and refusals.</li><li><strong>Practise aloud</strong> in English until the answers feel natural.</li></ol>
<p>Check that your passport is valid at least 6 months beyond your stay.</p>`,
  },
  {
    id: 6,
    title: 'How to Request an Emergency US Visa Appointment',
    author: NAMED_AUTHOR,
    date: 'May 24, 2025',
    excerpt: 'Medical emergencies, funerals and urgent business: who qualifies for an expedited appointment and how to ask.',
    coverImage: '/blog/emergency-visa.svg',
    tags: ['Emergency', 'Appointments'],
    content: `<p>If you have an urgent, unforeseen reason to travel, you can ask for an expedited appointment after booking the earliest regular slot.</p>
<h2>Who qualifies</h2><ul><li>Medical emergencies for you or a close family member.</li><li>Funerals of immediate relatives.</li><li>Urgent, unplanned business travel.</li><li>Students whose programme starts within 60 days and who found no regular slot.</li></ul>
<h2>What to expect</h2><p>Submit the request with proof. Consulates usually respond within <strong>2-7 business days</strong>. The $160 fee still applies.</p>`,
  },
];
