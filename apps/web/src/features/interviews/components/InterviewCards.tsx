import { useQueryClient } from '@tanstack/react-query';
import { INTERVIEW_MESSAGES, type Interview } from '@visaready/shared/schemas/interviews';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api-client';
import { useMessageText, useTranslation } from '../../../lib/i18n';
import { useInterviews } from '../api/interviews';
import { startInterview } from '../api/start-interview';
import { rememberAttempt } from '../../../lib/interview-handoff';
import { interviewKeys } from '../api/query-keys';
import { encodeId } from '../lib/url-ids';

/** My Interview: a card per interview with the tests bought and left, and the start confirmation. */
export function InterviewCards() {
  const { t } = useTranslation('dashboard');
  const messageText = useMessageText();
  const { data: interviews, isPending, isError } = useInterviews();
  const [confirming, setConfirming] = useState<Interview | null>(null);
  const [starting, setStarting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (isError) toast.error(t('interviews.fetchError'));
  }, [isError, t]);

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
      const message = error instanceof ApiError ? error.message : t('interviews.startError');
      toast.error(messageText(message));
      if (message === INTERVIEW_MESSAGES.noActiveSubscription) window.setTimeout(() => navigate('/subscribe'), 3000);
    } finally {
      setStarting(false);
      setConfirming(null);
    }
  }

  if (isPending) return <p className="page-status">{t('common:loading')}</p>;
  if (isError) return <p className="page-status">{t('interviews.loadFailed')}</p>;
  if (interviews.length === 0) return <p className="page-status">{t('interviews.none')}</p>;

  return (
    <div className="iv-my-interview">
      <ul className="iv-grid">
        {interviews.map((interview) => (
          <li key={interview.interview_id} className="iv-card">
            <h2>{interview.interview_name}</h2>
            <p>{interview.interview_description}</p>
            <dl className="iv-figures">
              <div>
                <dt>{t('interviews.licences')}</dt>
                <dd>{interview.subscription_info.total_purchases}</dd>
              </div>
              <div>
                <dt>{t('interviews.remaining')}</dt>
                <dd>{interview.subscription_info.remaining_tests_for_user}</dd>
              </div>
            </dl>
            <button type="button" className="btn btn-primary" onClick={() => setConfirming(interview)}>
              {t('interviews.go')}
            </button>
          </li>
        ))}
      </ul>
      <aside className="iv-card iv-tipsbox" aria-labelledby="iv-tips-title">
        <h2 id="iv-tips-title">{t('interviews.tipsTitle')}</h2>
        <ul>
          {(t('interviews.tips', { returnObjects: true }) as string[]).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
      <Dialog
        open={confirming !== null}
        title={t('interviews.confirmTitle')}
        onClose={() => setConfirming(null)}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(null)}>
              {t('interviews.cancel')}
            </button>
            <button type="button" className="btn btn-primary" disabled={starting} onClick={() => confirming && start(confirming)}>
              {starting ? t('interviews.starting') : t('interviews.start')}
            </button>
          </>
        }
      >
        <p>{t('interviews.usesTest')}</p>
        <p>{t('interviews.resume')}</p>
      </Dialog>
    </div>
  );
}
