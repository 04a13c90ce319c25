import type { PracticeAttempt } from '@visaready/shared/schemas/practice';
import { useEffect, useRef } from 'react';

const hintsNote = (hints: number) => (hints === 0 ? 'without hints' : `with ${hints} ${hints === 1 ? 'hint' : 'hints'}`);

/** The feedback on the answer just scored, announced and focused as soon as it arrives. */
export function PracticeResult({ attempt, onRetry }: { attempt: PracticeAttempt; onRetry(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const details = attempt.feedback_details;
  return (
    <section className="pr-card pr-result" aria-labelledby="pr-result-heading">
      <div role="status" aria-live="polite">
        <h2 id="pr-result-heading" ref={heading} tabIndex={-1}>
          {`Attempt ${attempt.attempt_number}: ${attempt.score}/10 ${hintsNote(attempt.hints_used)}`}
        </h2>
      </div>
      {attempt.is_best && attempt.attempt_number > 1 && <p className="pr-badge">Your best answer to this question so far</p>}
      <dl className="pr-feedback">
        <dt>Correctness</dt>
        <dd>{attempt.predicted_feedback.correctness}</dd>
        <dt>Grammar</dt>
        <dd>{attempt.predicted_feedback.grammar}</dd>
        <dt>Advice</dt>
        <dd>{attempt.predicted_feedback.constructive_feedback}</dd>
        {details && details.key_points_missed.length > 0 && (
          <>
            <dt>Missing facts</dt>
            <dd>{details.key_points_missed.join('; ')}</dd>
          </>
        )}
      </dl>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry this question
      </button>
    </section>
  );
}
