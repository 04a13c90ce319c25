import { useEffect, useRef, useState } from 'react';
import { requestQuestionFeed } from '../api/question-feed';
import { useScoreCard } from '../api/score-card';
import { ResultView } from './ResultView';

/** A session's result loaded from the API; asks once for feedback that is still missing. */
export function LiveResult({ sessionId, initialAttempt }: { sessionId: string; initialAttempt: number }) {
  const { data: card, isPending, isError, refetch, isFetching } = useScoreCard(sessionId);
  const [attemptNumber, setAttemptNumber] = useState(initialAttempt);
  const requested = useRef(new Set<string>());

  const attempt = card?.child_sessions.find((child) => child.retry_count === attemptNumber) ?? card?.child_sessions[0];
  const missingFeedback = attempt?.answers.some((answer) => answer.answered_at && !answer.predicted_feedback);
  useEffect(() => {
    if (!attempt || !missingFeedback || requested.current.has(attempt.child_session_id)) return;
    requested.current.add(attempt.child_session_id);
    requestQuestionFeed(sessionId, attempt.child_session_id).catch(() => {
      // The Refresh button remains; the request is retried by the server's own jobs anyway.
    });
  }, [attempt, missingFeedback, sessionId]);

  if (isPending) return <p className="page-status">Loading...</p>;
  if (isError || !card) return <p className="page-status">No data available</p>;
  return (
    <ResultView
      card={card}
      attemptNumber={attemptNumber}
      onSelectAttempt={setAttemptNumber}
      onRefresh={() => refetch()}
      refreshing={isFetching}
    />
  );
}
