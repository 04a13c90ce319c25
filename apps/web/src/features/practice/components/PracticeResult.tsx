import type { PracticeAttempt } from '@visaready/shared/schemas/practice';
import { useEffect, useRef } from 'react';
import { useFeedbackText, useTranslation } from '../../../lib/i18n';

/** The feedback on the answer just scored, announced and focused as soon as it arrives. */
export function PracticeResult({ attempt, onRetry }: { attempt: PracticeAttempt; onRetry(): void }) {
  const { t } = useTranslation('practice');
  const feedbackText = useFeedbackText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const details = attempt.feedback_details;
  return (
    <section className="pr-card pr-result" aria-labelledby="pr-result-heading">
      <div role="status" aria-live="polite">
        <h2 id="pr-result-heading" ref={heading} tabIndex={-1}>
          {t('result.heading', {
            n: attempt.attempt_number,
            score: attempt.score,
            hints: attempt.hints_used === 0 ? t('result.noHints') : t('result.hints', { count: attempt.hints_used }),
          })}
        </h2>
      </div>
      {attempt.is_best && attempt.attempt_number > 1 && <p className="pr-badge">{t('result.best')}</p>}
      <dl className="pr-feedback">
        <dt>{t('result.correctness')}</dt>
        <dd>{feedbackText(details?.messages?.correctness, attempt.predicted_feedback.correctness)}</dd>
        <dt>{t('result.grammar')}</dt>
        <dd>{feedbackText(details?.messages?.grammar, attempt.predicted_feedback.grammar)}</dd>
        <dt>{t('result.advice')}</dt>
        <dd>{feedbackText(details?.messages?.constructive_feedback, attempt.predicted_feedback.constructive_feedback)}</dd>
        {details && details.key_points_missed.length > 0 && (
          <>
            <dt>{t('result.missingFacts')}</dt>
            <dd>{details.key_points_missed.join('; ')}</dd>
          </>
        )}
      </dl>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('result.retry')}
      </button>
    </section>
  );
}
