import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Dialog } from '../../../components/ui/Dialog';
import { PageShell } from '../../../components/ui/PageShell';
import { QuestionPreview } from '../components/QuestionPreview';
import { storedSessionId } from '../../../lib/interview-handoff';
import { decodeId } from '../lib/url-ids';
import '../interviews.css';

const STEPS = [
  { title: 'Find a quiet place', text: 'Sit somewhere calm with a working microphone; close other tabs and apps that use audio.' },
  {
    title: 'Listen to each question',
    text: 'Every question is read aloud once. Recording starts by itself and you have 60 seconds to answer.',
  },
  {
    title: 'Answer like the real interview',
    text: 'Speak clearly in two or three sentences with concrete facts. Press Next Question when you are done.',
  },
  { title: 'Submit and review', text: 'After the last question, submit the interview. Your scores and feedback appear under My Scores.' },
];

/** /instructions/{id}/{num}: ids encoded from the interview list, plain from a retest. */
export default function InstructionsPage() {
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
      <PageShell title="Instructions">
        <p className="page-status" role="alert">
          {INTERVIEW_MESSAGES.noMatchingInterview}
        </p>
      </PageShell>
    );
  }

  return (
    <PageShell title="Instructions" lead={`This interview has ${questionCount} questions.`}>
      <ol className="iv-steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => setPreviewing(true)}>
          Preview Question Set
        </button>
      </p>
      {previewing && <QuestionPreview interviewId={interviewId} sessionId={storedSessionId()} onClose={() => setPreviewing(false)} />}
      <Dialog
        open={confirmingLeave}
        title="Are you sure?"
        onClose={() => setConfirmingLeave(false)}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirmingLeave(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={() => navigate('/dashboard', { state: { tab: 'my-scores' } })}>
              OK
            </button>
          </>
        }
      >
        <p>If you close this session now, you can resume it later from My Scores &gt; View Scorecard.</p>
      </Dialog>
    </PageShell>
  );
}
