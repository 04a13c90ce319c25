const STEPS = [
  { title: 'Pick your visa', text: 'Choose an F1 student or B1/B2 visitor interview and the visa centre you are booked at.' },
  {
    title: 'Answer out loud',
    text: 'The AI officer reads each question aloud. You speak; speech recognition tuned for Indian and Filipino accents transcribes live.',
  },
  {
    title: 'Get scored',
    text: 'Every answer gets a score out of 10, notes on correctness and grammar, advice, and a model answer to compare.',
  },
  {
    title: 'Retest and improve',
    text: 'Retest up to three times per interview and track how your scores move. Interviews are never recorded or replayed.',
  },
];

/** Anchor #overview: how a mock interview works. */
export function Overview({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  return (
    <section id="overview" className="landing-section overview" aria-labelledby="overview-title">
      <div className="container">
        <Heading id="overview-title" className="section-title">
          How VisaReady works
        </Heading>
        <p className="section-lead">A realistic consular interview, on your schedule, with instant feedback on every answer.</p>
        <ol className="overview__steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card">
              <span className="overview__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
