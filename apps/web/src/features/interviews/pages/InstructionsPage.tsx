import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Dialog } from '../../../components/ui/Dialog';
import { PageShell } from '../../../components/ui/PageShell';
import { useTranslation } from '../../../lib/i18n';
import { QuestionPreview } from '../components/QuestionPreview';
import { storedSessionId } from '../../../lib/interview-handoff';
import { decodeId } from '../lib/url-ids';
import '../interviews.css';

/** /instructions/{id}/{num}: ids encoded from the interview list, plain from a retest. */
export default function InstructionsPage() {
  const { t } = useTranslation('instructions');
  const params = useParams();
  const navigate = useNavigate();
  const interviewId = Number(decodeId(params.id));
  const questionCount = Number(decodeId(params.num));
  const valid = Number.isInteger(interviewId) && interviewId > 0 && Number.isInteger(questionCount) && questionCount > 0;
  const [previewing, setPreviewing] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);

  // The browser Back button asks first: leaving here means resuming the session later from My Scores.
  useEffect(() => {
    if (!valid) return;
    window.history.pushState({ instructionsGuard: true }, '', window.location.href);
    const onPopState = () => {
      window.history.pushState({ instructionsGuard: true }, '', window.location.href);
      setConfirmingLeave(true);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [valid]);

  if (!valid) {
    return (
      <PageShell title={t('title')}>
        <p className="page-status" role="alert">
          {t('messages:interviews.noMatchingInterview')}
        </p>
      </PageShell>
    );
  }

  return (
    <PageShell title={t('title')} lead={t('lead', { count: questionCount })}>
      <ol className="iv-steps">
        {(t('steps', { returnObjects: true }) as { title: string; text: string }[]).map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => setPreviewing(true)}>
          {t('preview')}
        </button>
      </p>
      {previewing && <QuestionPreview interviewId={interviewId} sessionId={storedSessionId()} onClose={() => setPreviewing(false)} />}
      <Dialog
        open={confirmingLeave}
        title={t('leave.title')}
        onClose={() => setConfirmingLeave(false)}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirmingLeave(false)}>
              {t('leave.cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => navigate('/dashboard', { state: { tab: 'my-scores' } })}>
              {t('leave.ok')}
            </button>
          </>
        }
      >
        <p>{t('leave.text')}</p>
      </Dialog>
    </PageShell>
  );
}
