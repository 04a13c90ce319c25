import type { AnswerFeedbackDetails, FeedbackMessageBody, GrammarIssue } from '@visaready/shared/schemas/feedback';
import type { ReactNode } from 'react';
import { useFeedbackText, useTranslation } from '../../../lib/i18n';
import './feedback.css';

/** A grammar issue's explanation as a message, when the scorer named it (feedback scored since issue 18). */
function grammarRuleMessage(issue: GrammarIssue): FeedbackMessageBody | null {
  return issue.message_id ? { key: 'grammar.ruleSentence', params: { message: { key: `grammar.rule.${issue.message_id}` } } } : null;
}

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
  const { t } = useTranslation('scorecard');
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const issue of markableIssues(answer, issues)) {
    parts.push(answer.slice(cursor, issue.start));
    parts.push(
      <mark key={issue.start} className="fb-mark" title={t('details.suggested', { suggestion: issue.suggestion })}>
        {answer.slice(issue.start, issue.end)}
        <span className="visually-hidden">{t('details.grammarMark', { suggestion: issue.suggestion })}</span>
      </mark>,
    );
    cursor = issue.end;
  }
  parts.push(answer.slice(cursor));
  return <>{parts}</>;
}

/** What the scorer found beyond the three texts: facts given and missing, grammar issues with fixes, delivery figures. */
export function AnswerFeedbackDetailsPanel({ details }: { details: AnswerFeedbackDetails }) {
  const { t } = useTranslation('scorecard');
  const feedbackText = useFeedbackText();
  const one = (message: FeedbackMessageBody | null) => (message ? [message] : null);
  const delivery = details.delivery;
  return (
    <section className="fb-details" aria-labelledby="fb-details-heading">
      <h3 id="fb-details-heading">{t('details.heading')}</h3>
      {!details.assessable && details.not_assessable_reason && (
        <p className="fb-note">{feedbackText(one(details.not_assessable_message), details.not_assessable_reason)}</p>
      )}
      {details.red_flags.length > 0 && (
        <div className="fb-block fb-block--warning">
          <h4>{t('details.redFlags')}</h4>
          <ul>
            {details.red_flags.map((flag) => (
              <li key={flag.quote}>
                “{flag.quote}” — {feedbackText(one(flag.message), flag.explanation)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {details.assessable && (
        <div className="fb-columns">
          <div className="fb-block">
            <h4>{t('details.factsGiven')}</h4>
            {details.key_points_covered.length > 0 ? (
              <ul className="fb-list fb-list--covered">
                {details.key_points_covered.map((point, index) => (
                  <li key={point}>{feedbackText(one(details.key_point_messages?.covered[index] ?? null), point)}</li>
                ))}
              </ul>
            ) : (
              <p className="fb-note">{t('details.noFactsYet')}</p>
            )}
          </div>
          <div className="fb-block">
            <h4>{t('details.factsMissing')}</h4>
            <p className="fb-note">{t('details.ownFacts')}</p>
            {details.key_points_missed.length > 0 ? (
              <ul className="fb-list fb-list--missed">
                {details.key_points_missed.map((point, index) => (
                  <li key={point}>{feedbackText(one(details.key_point_messages?.missed[index] ?? null), point)}</li>
                ))}
              </ul>
            ) : (
              <p className="fb-note">{t('details.allFacts')}</p>
            )}
          </div>
        </div>
      )}
      {details.grammar_issues.length > 0 && (
        <div className="fb-block">
          <h4>{t('details.grammarIssues')}</h4>
          <ul className="fb-list">
            {details.grammar_issues.map((issue) => (
              <li key={`${issue.start}-${issue.end}`}>
                “{issue.text}” → “{issue.suggestion}”{' '}
                <span className="fb-note">{feedbackText(one(grammarRuleMessage(issue)), issue.message)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="fb-block">
        <h4>{t('details.delivery')}</h4>
        <dl className="fb-figures">
          <div>
            <dt>{t('details.words')}</dt>
            <dd>
              {delivery.word_count} ({t(`details.length.${delivery.length}`, { defaultValue: delivery.length })})
            </dd>
          </div>
          {delivery.words_per_minute !== null && (
            <div>
              <dt>{t('details.pace')}</dt>
              <dd>
                {t('details.wordsPerMinute', { n: Math.round(delivery.words_per_minute) })}{' '}
                {delivery.pace === 'comfortable'
                  ? t('details.paceComfortable')
                  : t('details.paceAim', { pace: t(`details.paces.${delivery.pace}`, { defaultValue: delivery.pace }) })}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('details.fillers')}</dt>
            <dd>
              {delivery.filler_count === 0 ? t('details.noFillers') : `${delivery.filler_count} (${delivery.fillers.join(', ')})`}
              {delivery.fillers_per_minute !== null &&
                delivery.filler_count > 0 &&
                t('details.perMinute', { n: delivery.fillers_per_minute.toFixed(1) })}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
