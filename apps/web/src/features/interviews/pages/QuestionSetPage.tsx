import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import { useLocation, useNavigate } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { QuestionPreview } from '../components/QuestionPreview';
import { storedSessionId } from '../../../lib/interview-handoff';
import '../interviews.css';

/** /questionset: the preview on its own route; the interview comes from navigation state. */
export default function QuestionSetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const interviewId = Number((location.state as { interviewId?: unknown } | null)?.interviewId);
  if (!Number.isInteger(interviewId) || interviewId <= 0) {
    return (
      <PageShell title="Question Set">
        <p className="page-status" role="alert">
          {INTERVIEW_MESSAGES.noMatchingInterview}
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell title="Question Set">
      <QuestionPreview interviewId={interviewId} sessionId={storedSessionId()} onClose={() => navigate(-1)} />
    </PageShell>
  );
}
