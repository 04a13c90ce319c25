import { useQueryClient } from '@tanstack/react-query';
import { type Session, sessionActions } from '@visaready/shared/schemas/interviews';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { retrySession } from '../api/retry-session';
import { rememberAttempt } from '../../../lib/interview-handoff';
import { interviewKeys } from '../api/query-keys';
import { unlockSpeech } from '../lib/read-aloud';
import { encodeId } from '../lib/url-ids';
import { PreparationDialog } from './PreparationDialog';

/** Test-N rows of one interview with the actions spec §4 allows for each. */
export function AttemptsTable({ sessions }: { sessions: Session[] }) {
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
      toast.error(error instanceof ApiError ? error.message : 'Failed to fetch Retry.');
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
            <th scope="col">Test</th>
            <th scope="col">Status</th>
            <th scope="col">Total Questions</th>
            <th scope="col">Presented Questions</th>
            <th scope="col">Start Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session, index) => {
            const actions = sessionActions(session.status, session.retrycount);
            const completed = session.status === 'completed';
            return (
              <tr key={session.session_id}>
                <th scope="row" data-label="Test">
                  Test-{index + 1}
                </th>
                <td data-label="Status">
                  <span className={`iv-status ${completed ? 'iv-status--completed' : 'iv-status--progress'}`}>
                    {completed ? 'Completed' : 'In Progress'}
                  </span>
                </td>
                <td data-label="Total Questions">{session.total_questions}</td>
                <td data-label="Presented Questions">{session.answered_questions}</td>
                <td data-label="Start Date">{formatDate(session.start_date)}</td>
                <td data-label="Actions">
                  <div className="iv-actions">
                    {actions.resume && (
                      <button type="button" className="btn btn-primary btn-sm" onClick={() => resume(session)}>
                        Resume
                      </button>
                    )}
                    {actions.retest && (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        disabled={busy === session.session_id}
                        onClick={() => retest(session)}
                      >
                        {actions.retest}
                      </button>
                    )}
                    {actions.viewResult && (
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => viewResult(session)}>
                        View Result
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
        confirmLabel="Start Interview"
        onClose={() => setResuming(false)}
        onConfirm={() => {
          unlockSpeech();
          navigate('/Question');
        }}
      />
    </>
  );
}
