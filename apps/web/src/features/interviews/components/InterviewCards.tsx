import { useQueryClient } from '@tanstack/react-query';
import { INTERVIEW_MESSAGES, type Interview } from '@visaready/shared/schemas/interviews';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api-client';
import { useInterviews } from '../api/interviews';
import { startInterview } from '../api/start-interview';
import { rememberAttempt } from '../../../lib/interview-handoff';
import { interviewKeys } from '../api/query-keys';
import { encodeId } from '../lib/url-ids';

const MIC_TIPS = [
  'Speak clearly and at a steady pace.',
  'Test your microphone before you start.',
  'Avoid background noise.',
  'Mute yourself when you are not speaking.',
  'Keep your answers short and to the point.',
];

/** My Interview: a card per interview with the tests bought and left, and the start confirmation. */
export function InterviewCards() {
  const { data: interviews, isPending, isError } = useInterviews();
  const [confirming, setConfirming] = useState<Interview | null>(null);
  const [starting, setStarting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (isError) toast.error('Error fetching interviews');
  }, [isError]);

  async function start(interview: Interview) {
    setStarting(true);
    try {
      const started = await startInterview(interview.interview_id, interview.num_questions);
      rememberAttempt({ sessionId: started.session_id, childSessionId: started.child_session_id }, started.retry_count);
      // A start takes a licence and adds a session.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewKeys.interviews }),
        queryClient.invalidateQueries({ queryKey: interviewKeys.userSessions }),
      ]);
      navigate(`/instructions/${encodeId(interview.interview_id)}/${encodeId(started.total_questions)}`);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'An error occurred while processing your request.';
      toast.error(message);
      if (message === INTERVIEW_MESSAGES.noActiveSubscription) window.setTimeout(() => navigate('/subscribe'), 3000);
    } finally {
      setStarting(false);
      setConfirming(null);
    }
  }

  if (isPending) return <p className="page-status">Loading...</p>;
  if (isError) return <p className="page-status">Failed to fetch interviews.</p>;
  if (interviews.length === 0) return <p className="page-status">No interviews available.</p>;

  return (
    <div className="iv-my-interview">
      <ul className="iv-grid">
        {interviews.map((interview) => (
          <li key={interview.interview_id} className="iv-card">
            <h2>{interview.interview_name}</h2>
            <p>{interview.interview_description}</p>
            <dl className="iv-figures">
              <div>
                <dt>Total License Purchased</dt>
                <dd>{interview.subscription_info.total_purchases}</dd>
              </div>
              <div>
                <dt>Remaining Tests</dt>
                <dd>{interview.subscription_info.remaining_tests_for_user}</dd>
              </div>
            </dl>
            <button type="button" className="btn btn-primary" onClick={() => setConfirming(interview)}>
              Go For Interview
            </button>
          </li>
        ))}
      </ul>
      <aside className="iv-card iv-tipsbox" aria-labelledby="iv-tips-title">
        <h2 id="iv-tips-title">Tips for a smooth interview</h2>
        <ul>
          {MIC_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
      <Dialog
        open={confirming !== null}
        title="Start a new interview?"
        onClose={() => setConfirming(null)}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(null)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={starting} onClick={() => confirming && start(confirming)}>
              {starting ? 'Starting…' : 'Start'}
            </button>
          </>
        }
      >
        <p>Starting a new session uses one of your remaining tests.</p>
        <p>To resume an unfinished interview, go to My Scores &gt; View Scorecard instead.</p>
      </Dialog>
    </div>
  );
}
