import type { Session } from '@visaready/shared/schemas/interviews';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from '../../../lib/i18n';
import { useUserSessions } from '../api/user-sessions';
import { encodeId } from '../lib/url-ids';
import { ScoreProgress } from './ScoreProgress';

/** My Scores: one card per interview the user has attempted. */
export function MyScoresPanel({ onGoForInterview }: { onGoForInterview: () => void }) {
  const { t } = useTranslation('dashboard');
  const { data: sessions, isPending, isError } = useUserSessions();
  const navigate = useNavigate();
  useEffect(() => {
    if (isError) toast.error(t('interviews.loadFailed'));
  }, [isError, t]);
  if (isPending) return <p className="page-status">{t('common:loading')}</p>;
  if (isError) return <p className="page-status">{t('interviews.loadFailed')}</p>;

  const byInterview = new Map<string, Session[]>();
  for (const session of sessions) byInterview.set(session.interview_name, [...(byInterview.get(session.interview_name) ?? []), session]);

  if (byInterview.size === 0) {
    // Practice scores are charted even before the first interview.
    return (
      <>
        <div className="iv-empty">
          <p>{t('scores.notAttempted')}</p>
          <button type="button" className="btn btn-primary" onClick={onGoForInterview}>
            {t('scores.goForInterview')}
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
                {t('scores.taken', { count: list.length })}
                {scores.length > 0 && t('scores.average', { score: (scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1) })}
              </p>
              <button type="button" className="btn btn-primary" onClick={() => navigate(`/scorecard/${encodeId(name)}`)}>
                {t('scores.viewScorecard')}
              </button>
            </li>
          );
        })}
      </ul>
      <ScoreProgress />
    </>
  );
}
