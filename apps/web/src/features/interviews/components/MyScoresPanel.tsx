import { INTERVIEW_MESSAGES, type Session } from '@visaready/shared/schemas/interviews';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useUserSessions } from '../api/user-sessions';
import { encodeId } from '../lib/url-ids';
import { ScoreProgress } from './ScoreProgress';

/** My Scores: one card per interview the user has attempted. */
export function MyScoresPanel({ onGoForInterview }: { onGoForInterview: () => void }) {
  const { data: sessions, isPending, isError } = useUserSessions();
  const navigate = useNavigate();
  useEffect(() => {
    if (isError) toast.error('Failed to fetch interviews.');
  }, [isError]);
  if (isPending) return <p className="page-status">Loading...</p>;
  if (isError) return <p className="page-status">Failed to fetch interviews.</p>;

  const byInterview = new Map<string, Session[]>();
  for (const session of sessions) byInterview.set(session.interview_name, [...(byInterview.get(session.interview_name) ?? []), session]);

  if (byInterview.size === 0) {
    // Practice scores are charted even before the first interview.
    return (
      <>
        <div className="iv-empty">
          <p>{INTERVIEW_MESSAGES.notAttempted}</p>
          <button type="button" className="btn btn-primary" onClick={onGoForInterview}>
            Go for Interview
          </button>
        </div>
        <ScoreProgress />
      </>
    );
  }
  return (
    <>
      <ul className="iv-grid">
        {[...byInterview.entries()].map(([name, list]) => {
          const scores = list.map((session) => session.average_predicted_score).filter((score): score is number => score !== null);
          return (
            <li key={name} className="iv-card">
              <h2>{name}</h2>
              <p>
                {list.length} {list.length === 1 ? 'test' : 'tests'} taken
                {scores.length > 0 && ` · average score ${(scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1)}/10`}
              </p>
              <button type="button" className="btn btn-primary" onClick={() => navigate(`/scorecard/${encodeId(name)}`)}>
                View Scorecard
              </button>
            </li>
          );
        })}
      </ul>
      <ScoreProgress />
    </>
  );
}
