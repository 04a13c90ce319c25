import { PageShell } from '../../../components/ui/PageShell';
import { FEATURES } from '../components/landing/Features';
import '../components/content.css';

export default function FeaturePage() {
  return (
    <PageShell title="Features" lead="Everything VisaReady gives you to walk into the consulate prepared.">
      <ul className="card-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="content-card">
            <span className="feature-card__icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <p>
        The interview cannot be recorded or replayed; you review your performance through scores, transcripts and feedback, and track your
        progress across retests.
      </p>
    </PageShell>
  );
}
