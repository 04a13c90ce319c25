import type { ScoreCard } from '@visaready/shared/schemas/interviews';
import { useState } from 'react';
import { useFeedbackText, useTranslation } from '../../../lib/i18n';
import { useReadAloud } from '../lib/read-aloud';
import { AnswerFeedbackDetailsPanel, HighlightedAnswer } from './AnswerFeedbackDetails';
import { ConsistencyFlags } from './ConsistencyFlags';
import { DisputeScore } from './DisputeScore';

interface ResultViewProps {
  card: ScoreCard;
  attemptNumber: number;
  onSelectAttempt: (attemptNumber: number) => void;
  /** Shown while some answered question still lacks feedback. */
  onRefresh?: () => void;
  refreshing?: boolean;
}

/** One attempt's answers: question list at the side, the selected question's answer, model answer and feedback. */
export function ResultView({ card, attemptNumber, onSelectAttempt, onRefresh, refreshing }: ResultViewProps) {
  const { t, i18n } = useTranslation('scorecard');
  const feedbackText = useFeedbackText();
  const [selected, setSelected] = useState(0);
  const { speakingKey, toggle, supported } = useReadAloud();
  const attempt = card.child_sessions.find((child) => child.retry_count === attemptNumber);
  if (!attempt) return <p className="page-status">{t('noDataForAttempt', { n: attemptNumber })}</p>;
  const answered = attempt.answers.filter((answer) => answer.answered_at);
  const pending = answered.some((answer) => !answer.predicted_feedback);
  const current = attempt.answers[Math.min(selected, attempt.answers.length - 1)];
  const timeFormat = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div>
      {card.child_sessions.length > 1 && (
        <nav className="iv-attempt-tabs" aria-label={t('attempts')}>
          {card.child_sessions.map((child) => (
            <button
              key={child.child_session_id}
              type="button"
              className={`btn btn-sm ${child.retry_count === attempt.retry_count ? 'btn-primary' : 'btn-ghost'}`}
              aria-pressed={child.retry_count === attempt.retry_count}
              disabled={child.retry_count === 3 && child.status !== 'completed'}
              onClick={() => {
                setSelected(0);
                onSelectAttempt(child.retry_count);
              }}
            >
              {t('attempt', { n: child.retry_count })}
            </button>
          ))}
        </nav>
      )}
      {answered.length === 0 && <p className="page-status">{t('notAnswered')}</p>}
      {pending && (
        <div className="iv-pending" role="status">
          <p>{t('feedbackPending')}</p>
          {onRefresh && (
            <button type="button" className="btn btn-primary btn-sm" onClick={onRefresh} disabled={refreshing}>
              {t('refresh')}
            </button>
          )}
        </div>
      )}
      <ConsistencyFlags flags={attempt.consistency_flags} questionIds={attempt.answers.map((answer) => answer.question_id)} />
      <div className="iv-result">
        <nav className="iv-result__nav" aria-label={t('questions')}>
          <ol>
            {attempt.answers.map((answer, index) => (
              <li key={answer.question_id}>
                <button type="button" aria-current={index === selected} onClick={() => setSelected(index)}>
                  {t('questionLabel', { n: index + 1, question: answer.question })}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        {current && (
          <article className="iv-card iv-result__detail" aria-labelledby="iv-result-question">
            <h2 id="iv-result-question">{current.question}</h2>
            <p className="iv-score">
              <span className="visually-hidden">{t('score')}</span>
              {current.predicted_feedback ? `${current.predicted_feedback.score}/10` : '–/10'}
            </p>
            {current.answer_id && current.predicted_feedback && (
              <DisputeScore key={current.answer_id} sessionId={card.session_id} answerId={current.answer_id} disputed={current.disputed} />
            )}
            <dl>
              <dt>{t('yourAnswer')}</dt>
              <dd>
                <HighlightedAnswer answer={current.user_answer} issues={current.feedback_details?.grammar_issues ?? []} />
              </dd>
              <dt>{t('modelAnswer')}</dt>
              <dd>
                <span lang="en">{current.model_answer}</span>{' '}
                {supported && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-pressed={speakingKey === String(current.question_id)}
                    onClick={() => toggle(String(current.question_id), current.model_answer)}
                  >
                    {speakingKey === String(current.question_id) ? t('stopReading') : t('readAloud')}
                  </button>
                )}
              </dd>
              {current.predicted_feedback && (
                <>
                  <dt>{t('correctness')}</dt>
                  <dd>{feedbackText(current.feedback_details?.messages?.correctness, current.predicted_feedback.correctness)}</dd>
                  <dt>{t('grammar')}</dt>
                  <dd>{feedbackText(current.feedback_details?.messages?.grammar, current.predicted_feedback.grammar)}</dd>
                  <dt>{t('constructive')}</dt>
                  <dd>
                    {feedbackText(
                      current.feedback_details?.messages?.constructive_feedback,
                      current.predicted_feedback.constructive_feedback,
                    )}
                  </dd>
                </>
              )}
              <dt>{t('answeredAt')}</dt>
              <dd>{current.answered_at ? timeFormat.format(new Date(current.answered_at)) : t('notAnsweredYet')}</dd>
            </dl>
            {current.feedback_details && <AnswerFeedbackDetailsPanel details={current.feedback_details} />}
          </article>
        )}
      </div>
    </div>
  );
}
