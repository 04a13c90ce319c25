import { PageShell } from '../../../components/ui/PageShell';
import { LiveResult } from '../components/LiveResult';
import { storedSessionId } from '../../../lib/interview-handoff';
import '../interviews.css';

/** /Primaryscores: the first attempt of the session last worked on. */
export default function PrimaryScoresPage() {
  const sessionId = storedSessionId();
  return (
    <PageShell title="Primary Scores">
      {sessionId ? <LiveResult sessionId={sessionId} initialAttempt={1} /> : <p className="page-status">No data available</p>}
    </PageShell>
  );
}
