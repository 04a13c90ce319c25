import { useQueryClient } from '@tanstack/react-query';
import { MAX_ATTEMPTS, type Session, sessionActions } from '@visaready/shared/schemas/interviews';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useMessageText, useTranslation } from '../../../lib/i18n';
import { retrySession } from '../api/retry-session';
import { rememberAttempt } from '../../../lib/interview-handoff';
import { interviewKeys } from '../api/query-keys';
import { unlockSpeech } from '../lib/read-aloud';
import { encodeId } from '../lib/url-ids';
import { PreparationDialog } from './PreparationDialog';

/** Test-N rows of one interview with the actions spec §4 allows for each. */
export function AttemptsTable({ sessions }: { sessions: Session[] }) {
  const { t } = useTranslation('attempts');
  const message = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [resuming, setResuming] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function retest(session: Session) {
    setBusy(session.session_id);
    try {
      const retried = await retrySession(session.interview_id, session.session_id);
      rememberAttempt({ sessionId: retried.session_id, childSessionId: retried.child_session_id }, retried.retry_count);
      // A retest takes a licence and adds an attempt.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewKeys.userSessions }),
        queryClient.invalidateQueries({ queryKey: interviewKeys.interviews }),
      ]);
      // Retest links carry the ids plain (spec §2).
      navigate(`/instructions/${session.interview_id}/${session.total_questions}`);
    } catch (error) {
      toast.error(error instanceof ApiError ? message(error.message) : t('retryFailed'));
    } finally {
      setBusy(null);
    }
  }

  function resume(session: Session) {
    if (!session.last_in_progress_child_session_id) return;
    rememberAttempt({ sessionId: session.session_id, childSessionId: session.last_in_progress_child_session_id }, session.retrycount);
    setResuming(true);
  }

  function viewResult(session: Session) {
    const shown = session.child_sessions.filter((attempt) => attempt.status === 'completed').at(-1) ?? session.child_sessions.at(-1);
    navigate(`/scoreresult/${encodeId(session.session_id)}/${encodeId(session.interview_id)}/${shown?.retry_count ?? 1}`);
  }

  return (
    <>
      <table className="iv-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.test')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.totalQuestions')}</th>
            <th scope="col">{t('columns.presentedQuestions')}</th>
            <th scope="col">{t('columns.startDate')}</th>
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session, index) => {
            const actions = sessionActions(session.status, session.retrycount);
            const completed = session.status === 'completed';
            return (
              <tr key={session.session_id}>
                <th scope="row" data-label={t('columns.test')}>
                  {t('test', { n: index + 1 })}
                </th>
                <td data-label={t('columns.status')}>
                  <span className={`iv-status ${completed ? 'iv-status--completed' : 'iv-status--progress'}`}>
                    {completed ? t('completed') : t('inProgress')}
                  </span>
                </td>
                <td data-label={t('columns.totalQuestions')}>{session.total_questions}</td>
                <td data-label={t('columns.presentedQuestions')}>{session.answered_questions}</td>
                <td data-label={t('columns.startDate')}>{formatDate(session.start_date)}</td>
                <td data-label={t('columns.actions')}>
                  <div className="iv-actions">
                    {actions.resume && (
                      <button type="button" className="btn btn-primary btn-sm" onClick={() => resume(session)}>
                        {t('resume')}
                      </button>
                    )}
                    {actions.retest && (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        disabled={busy === session.session_id}
                        onClick={() => retest(session)}
                      >
                        {t('retest', { n: session.retrycount, max: MAX_ATTEMPTS })}
                      </button>
                    )}
                    {actions.viewResult && (
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => viewResult(session)}>
                        {t('viewResult')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <PreparationDialog
        open={resuming}
        confirmLabel={t('startInterview')}
        onClose={() => setResuming(false)}
        onConfirm={() => {
          unlockSpeech();
          navigate('/Question');
        }}
      />
    </>
  );
}
