import { INTERVIEW_MESSAGES, type ScoreCard } from '@visaready/shared/schemas/interviews';
import { useState } from 'react';
import { useReadAloud } from '../lib/read-aloud';
import { AnswerFeedbackDetailsPanel, HighlightedAnswer } from './AnswerFeedbackDetails';
import { ConsistencyFlags } from './ConsistencyFlags';
import { DisputeScore } from './DisputeScore';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
  const [selected, setSelected] = useState(0);
  const { speakingKey, toggle, supported } = useReadAloud();
  const attempt = card.child_sessions.find((child) => child.retry_count === attemptNumber);
  if (!attempt) return <p className="page-status">{INTERVIEW_MESSAGES.noDataForAttempt.replace('{n}', String(attemptNumber))}</p>;
  const answered = attempt.answers.filter((answer) => answer.answered_at);
  const pending = answered.some((answer) => !answer.predicted_feedback);
  const current = attempt.answers[Math.min(selected, attempt.answers.length - 1)];

  return (
    <div>
      {card.child_sessions.length > 1 && (
        <nav className="iv-attempt-tabs" aria-label="Attempts">
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
              Attempt {child.retry_count}
            </button>
          ))}
        </nav>
      )}
      {answered.length === 0 && <p className="page-status">You have not Answered any Question Yet! Please Attempt the Interview again.</p>}
      {pending && (
        <div className="iv-pending" role="status">
          <p>{INTERVIEW_MESSAGES.feedbackPending}</p>
          {onRefresh && (
            <button type="button" className="btn btn-primary btn-sm" onClick={onRefresh} disabled={refreshing}>
              Refresh
            </button>
          )}
        </div>
      )}
      <ConsistencyFlags flags={attempt.consistency_flags} questionIds={attempt.answers.map((answer) => answer.question_id)} />
      <div className="iv-result">
        <nav className="iv-result__nav" aria-label="Questions">
          <ol>
            {attempt.answers.map((answer, index) => (
              <li key={answer.question_id}>
                <button type="button" aria-current={index === selected} onClick={() => setSelected(index)}>
                  Q{index + 1}. {answer.question}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        {current && (
          <article className="iv-card iv-result__detail" aria-labelledby="iv-result-question">
            <h2 id="iv-result-question">{current.question}</h2>
            <p className="iv-score">
              <span className="visually-hidden">Score: </span>
              {current.predicted_feedback ? `${current.predicted_feedback.score}/10` : '–/10'}
            </p>
            {current.answer_id && current.predicted_feedback && (
              <DisputeScore key={current.answer_id} sessionId={card.session_id} answerId={current.answer_id} disputed={current.disputed} />
            )}
            <dl>
              <dt>Your answer</dt>
              <dd>
                <HighlightedAnswer answer={current.user_answer} issues={current.feedback_details?.grammar_issues ?? []} />
              </dd>
              <dt>Model answer</dt>
              <dd>
                {current.model_answer}{' '}
                {supported && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-pressed={speakingKey === String(current.question_id)}
                    onClick={() => toggle(String(current.question_id), current.model_answer)}
                  >
                    {speakingKey === String(current.question_id) ? 'Stop reading' : 'Read aloud'}
                  </button>
                )}
              </dd>
              {current.predicted_feedback && (
                <>
                  <dt>Correctness</dt>
                  <dd>{current.predicted_feedback.correctness}</dd>
                  <dt>Grammar</dt>
                  <dd>{current.predicted_feedback.grammar}</dd>
                  <dt>Constructive feedback</dt>
                  <dd>{current.predicted_feedback.constructive_feedback}</dd>
                </>
              )}
              <dt>Answered at</dt>
              <dd>{current.answered_at ? timeFormat.format(new Date(current.answered_at)) : 'Not answered'}</dd>
            </dl>
            {current.feedback_details && <AnswerFeedbackDetailsPanel details={current.feedback_details} />}
          </article>
        )}
      </div>
    </div>
  );
}
