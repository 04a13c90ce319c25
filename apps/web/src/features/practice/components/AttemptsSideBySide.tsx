import type { FeedbackMessageBody } from '@visaready/shared/schemas/feedback';
import type { PracticeAttempt } from '@visaready/shared/schemas/practice';
import { useFeedbackText, useTranslation } from '../../../lib/i18n';

type PracticeAttemptMessages = FeedbackMessageBody[] | undefined;

/** Every answer to the question, side by side (scrolling sideways on a phone), with the best one marked. */
export function AttemptsSideBySide({ attempts }: { attempts: PracticeAttempt[] }) {
  const { t } = useTranslation('practice');
  const feedbackText = useFeedbackText();
  const list = (items: string[] | undefined, messages: PracticeAttemptMessages) =>
    items && items.length > 0
      ? items.map((item, index) => feedbackText(messages?.[index] ? [messages[index]] : null, item)).join('; ')
      : t('compare.none');
  return (
    <section className="pr-compare" aria-labelledby="pr-compare-heading">
      <h2 id="pr-compare-heading">{t('compare.heading')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="pr-compare__row" aria-label={t('compare.region')} tabIndex={0}>
        {attempts.map((attempt) => {
          const details = attempt.feedback_details;
          return (
            <article
              key={attempt.answer_id}
              className={`pr-card pr-attempt ${attempt.is_best ? 'pr-attempt--best' : ''}`}
              aria-labelledby={`pr-attempt-${attempt.answer_id}`}
            >
              <h3 id={`pr-attempt-${attempt.answer_id}`}>
                {t('compare.attempt', { n: attempt.attempt_number })}
                {attempt.is_best && <span className="pr-badge">{t('compare.best')}</span>}
              </h3>
              <dl>
                <dt>{t('compare.score')}</dt>
                <dd className="pr-attempt__score">{attempt.score}/10</dd>
                <dt>{t('compare.hintsUsed')}</dt>
                <dd>{attempt.hints_used}</dd>
                <dt>{t('compare.covered')}</dt>
                <dd>{list(details?.key_points_covered, details?.key_point_messages?.covered)}</dd>
                <dt>{t('compare.missing')}</dt>
                <dd>{list(details?.key_points_missed, details?.key_point_messages?.missed)}</dd>
                <dt>{t('compare.fillers')}</dt>
                <dd>
                  {details
                    ? details.delivery.filler_count === 0
                      ? t('compare.none')
                      : `${details.delivery.filler_count} (${details.delivery.fillers.join(', ')})`
                    : '—'}
                </dd>
                <dt>{t('compare.length')}</dt>
                <dd>
                  {details
                    ? t('compare.words', {
                        count: details.delivery.word_count,
                        length: t(`scorecard:details.length.${details.delivery.length}`, { defaultValue: details.delivery.length }),
                      })
                    : '—'}
                </dd>
                <dt>{attempt.corrected_transcript === null ? t('compare.answer') : t('compare.answerCorrected')}</dt>
                <dd className="pr-attempt__text">{attempt.corrected_transcript ?? attempt.transcript}</dd>
                {attempt.corrected_transcript !== null && (
                  <>
                    <dt>{attempt.input_method === 'voice' ? t('compare.asHeard') : t('compare.asTyped')}</dt>
                    <dd className="pr-attempt__text pr-meta">{attempt.transcript}</dd>
                  </>
                )}
              </dl>
            </article>
          );
        })}
      </section>
    </section>
  );
}
