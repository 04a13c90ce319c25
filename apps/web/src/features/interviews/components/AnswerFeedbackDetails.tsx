import type { AnswerFeedbackDetails, GrammarIssue } from '@visaready/shared/schemas/feedback';
import type { ReactNode } from 'react';
import './feedback.css';

const LENGTH_LABELS: Record<string, string> = {
  bare: 'too short',
  concise: 'concise',
  long: 'long',
  rambling: 'rambling',
};

/** Grammar issues that do not overlap, in answer order, so each can be marked once. */
function markableIssues(answer: string, issues: GrammarIssue[]): GrammarIssue[] {
  const sorted = [...issues].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: GrammarIssue[] = [];
  for (const issue of sorted) {
    const inBounds = issue.start >= 0 && issue.end <= answer.length && issue.start < issue.end;
    const overlaps = kept.some((previous) => issue.start < previous.end);
    if (inBounds && !overlaps) kept.push(issue);
  }
  return kept;
}

/** The answer with each grammar issue marked; the suggested fix is read out with the mark. */
export function HighlightedAnswer({ answer, issues }: { answer: string; issues: GrammarIssue[] }) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const issue of markableIssues(answer, issues)) {
    parts.push(answer.slice(cursor, issue.start));
    parts.push(
      <mark key={issue.start} className="fb-mark" title={`Suggested: ${issue.suggestion}`}>
        {answer.slice(issue.start, issue.end)}
        <span className="visually-hidden"> (grammar issue; suggested: “{issue.suggestion}”)</span>
      </mark>,
    );
    cursor = issue.end;
  }
  parts.push(answer.slice(cursor));
  return <>{parts}</>;
}

/** What the scorer found beyond the three texts: facts given and missing, grammar issues with fixes, delivery figures. */
export function AnswerFeedbackDetailsPanel({ details }: { details: AnswerFeedbackDetails }) {
  const delivery = details.delivery;
  return (
    <section className="fb-details" aria-labelledby="fb-details-heading">
      <h3 id="fb-details-heading">Feedback details</h3>
      {!details.assessable && details.not_assessable_reason && <p className="fb-note">{details.not_assessable_reason}</p>}
      {details.red_flags.length > 0 && (
        <div className="fb-block fb-block--warning">
          <h4>Red flags</h4>
          <ul>
            {details.red_flags.map((flag) => (
              <li key={flag.quote}>
                “{flag.quote}” — {flag.explanation}
              </li>
            ))}
          </ul>
        </div>
      )}
      {details.assessable && (
        <div className="fb-columns">
          <div className="fb-block">
            <h4>Facts you gave</h4>
            {details.key_points_covered.length > 0 ? (
              <ul className="fb-list fb-list--covered">
                {details.key_points_covered.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : (
              <p className="fb-note">None of the facts this question asks for yet.</p>
            )}
          </div>
          <div className="fb-block">
            <h4>Facts still missing</h4>
            <p className="fb-note">Give your own facts of these kinds, not the model answer’s.</p>
            {details.key_points_missed.length > 0 ? (
              <ul className="fb-list fb-list--missed">
                {details.key_points_missed.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : (
              <p className="fb-note">You gave every fact this question asks for.</p>
            )}
          </div>
        </div>
      )}
      {details.grammar_issues.length > 0 && (
        <div className="fb-block">
          <h4>Grammar issues</h4>
          <ul className="fb-list">
            {details.grammar_issues.map((issue) => (
              <li key={`${issue.start}-${issue.end}`}>
                “{issue.text}” → “{issue.suggestion}” <span className="fb-note">{issue.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="fb-block">
        <h4>Delivery</h4>
        <dl className="fb-figures">
          <div>
            <dt>Words</dt>
            <dd>
              {delivery.word_count} ({LENGTH_LABELS[delivery.length] ?? delivery.length})
            </dd>
          </div>
          {delivery.words_per_minute !== null && (
            <div>
              <dt>Pace</dt>
              <dd>
                {Math.round(delivery.words_per_minute)} words/min{' '}
                {delivery.pace === 'comfortable' ? '(comfortable)' : `(${delivery.pace}; aim for 120–160)`}
              </dd>
            </div>
          )}
          <div>
            <dt>Fillers</dt>
            <dd>
              {delivery.filler_count === 0 ? 'none' : `${delivery.filler_count} (${delivery.fillers.join(', ')})`}
              {delivery.fillers_per_minute !== null && delivery.filler_count > 0 && `, ${delivery.fillers_per_minute.toFixed(1)}/min`}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
