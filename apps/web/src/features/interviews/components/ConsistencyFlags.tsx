import type { ConsistencyFlag } from '@visaready/shared/schemas/feedback';
import './feedback.css';

/** Facts the applicant stated differently across one attempt's answers, with the questions (Q1, Q3…) that did. */
export function ConsistencyFlags({ flags, questionIds }: { flags: ConsistencyFlag[]; questionIds: number[] }) {
  if (flags.length === 0) return null;
  const label = (id: number) => `Q${questionIds.indexOf(id) + 1}`;
  return (
    <section className="fb-consistency" aria-labelledby="fb-consistency-heading">
      <h2 id="fb-consistency-heading">Consistency check</h2>
      <p>Your answers in this attempt disagree with each other. An officer would notice; keep your facts the same every time.</p>
      <ul>
        {flags.map((flag) => (
          <li key={flag.fact}>
            <strong>{flag.fact[0]?.toUpperCase() + flag.fact.slice(1)}:</strong> {flag.values.map((value) => `“${value}”`).join(' vs ')} (
            {flag.question_ids.map(label).join(', ')})
          </li>
        ))}
      </ul>
    </section>
  );
}
