import { Link } from 'react-router';

export const FEATURES = [
  {
    icon: 'Mic',
    title: 'Speech recognition that handles accents',
    text: 'Speak naturally; your answer is transcribed live, accent and all.',
  },
  {
    icon: 'AI',
    title: 'AI answers and feedback',
    text: 'Instant scoring with correctness, grammar and constructive advice on each answer.',
  },
  {
    icon: 'Q&A',
    title: 'Realistic simulated interviews',
    text: 'Questions drawn from real F1 and B1/B2 interviews, asked one at a time like at the window.',
  },
  { icon: 'Txt', title: 'Transcription and model answers', text: 'Read back what you said next to a strong model answer to see the gap.' },
  { icon: 'Lib', title: 'Knowledge repository', text: 'Tips, document checklists and articles on what officers look for.' },
  { icon: '1:1', title: 'Expert consultations', text: 'Talk through hard cases such as past refusals or funding gaps with an expert.' },
];

/** Anchor #features: cards that open the feature page in a new tab (spec §2). */
export function Features({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  return (
    <section id="features" className="landing-section features" aria-labelledby="features-title">
      <div className="container">
        <Heading id="features-title" className="section-title">
          Features
        </Heading>
        <ul className="features__grid">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <Link to="/Feature" target="_blank" rel="noopener" className="card feature-card">
                <span className="feature-card__icon" aria-hidden="true">
                  {feature.icon}
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
                <span className="feature-card__more">
                  Learn more<span className="visually-hidden"> (opens in a new tab)</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
