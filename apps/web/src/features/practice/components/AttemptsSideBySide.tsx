import type { PracticeAttempt } from '@visaready/shared/schemas/practice';

const list = (items: string[] | undefined) => (items && items.length > 0 ? items.join('; ') : 'None');

/** Every answer to the question, side by side (scrolling sideways on a phone), with the best one marked. */
export function AttemptsSideBySide({ attempts }: { attempts: PracticeAttempt[] }) {
  return (
    <section className="pr-compare" aria-labelledby="pr-compare-heading">
      <h2 id="pr-compare-heading">Your attempts</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="pr-compare__row" aria-label="Attempts side by side" tabIndex={0}>
        {attempts.map((attempt) => {
          const details = attempt.feedback_details;
          return (
            <article
              key={attempt.answer_id}
              className={`pr-card pr-attempt ${attempt.is_best ? 'pr-attempt--best' : ''}`}
              aria-labelledby={`pr-attempt-${attempt.answer_id}`}
            >
              <h3 id={`pr-attempt-${attempt.answer_id}`}>
                Attempt {attempt.attempt_number}
                {attempt.is_best && <span className="pr-badge">Best</span>}
              </h3>
              <dl>
                <dt>Score</dt>
                <dd className="pr-attempt__score">{attempt.score}/10</dd>
                <dt>Hints used</dt>
                <dd>{attempt.hints_used}</dd>
                <dt>Covered facts</dt>
                <dd>{list(details?.key_points_covered)}</dd>
                <dt>Missing facts</dt>
                <dd>{list(details?.key_points_missed)}</dd>
                <dt>Fillers</dt>
                <dd>
                  {details
                    ? details.delivery.filler_count === 0
                      ? 'None'
                      : `${details.delivery.filler_count} (${details.delivery.fillers.join(', ')})`
                    : '—'}
                </dd>
                <dt>Length</dt>
                <dd>{details ? `${details.delivery.word_count} words (${details.delivery.length})` : '—'}</dd>
                <dt>{attempt.corrected_transcript === null ? 'Answer' : 'Answer as corrected'}</dt>
                <dd className="pr-attempt__text">{attempt.corrected_transcript ?? attempt.transcript}</dd>
                {attempt.corrected_transcript !== null && (
                  <>
                    <dt>{attempt.input_method === 'voice' ? 'As heard' : 'As first typed'}</dt>
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
