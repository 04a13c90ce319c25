import type { ConsistencyFlag } from '@visaready/shared/schemas/feedback';
import { useTranslation } from '../../../lib/i18n';
import './feedback.css';

/** Facts the applicant stated differently across one attempt's answers, with the questions (Q1, Q3…) that did. */
export function ConsistencyFlags({ flags, questionIds }: { flags: ConsistencyFlag[]; questionIds: number[] }) {
  const { t } = useTranslation('scorecard');
  if (flags.length === 0) return null;
  const label = (id: number) => t('consistency.question', { n: questionIds.indexOf(id) + 1 });
  const factName = (fact: string) => t(`consistency.facts.${fact}`, { defaultValue: fact[0]?.toUpperCase() + fact.slice(1) });
  return (
    <section className="fb-consistency" aria-labelledby="fb-consistency-heading">
      <h2 id="fb-consistency-heading">{t('consistency.heading')}</h2>
      <p>{t('consistency.text')}</p>
      <ul>
        {flags.map((flag) => (
          <li key={flag.fact}>
            <strong>{factName(flag.fact)}:</strong> {flag.values.map((value) => `“${value}”`).join(t('consistency.versus'))} (
            {flag.question_ids.map(label).join(', ')})
          </li>
        ))}
      </ul>
    </section>
  );
}
