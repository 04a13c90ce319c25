import { useParams } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { useScoreCard } from '../api/score-card';
import { Breadcrumb } from '../components/Breadcrumb';
import { LiveResult } from '../components/LiveResult';
import { decodeId, encodeId } from '../lib/url-ids';
import '../interviews.css';

/** /scoreresult/{encoded session id}/{encoded interview id}/{attempt number}. */
export default function ScoreResultPage() {
  const params = useParams();
  const sessionId = decodeId(params.id) ?? '';
  const attemptNumber = Number(params.num2) || 1;
  const { data: card } = useScoreCard(sessionId);
  const name = card?.interview_name ?? 'Scorecard';

  return (
    <PageShell title="Result">
      <Breadcrumb
        crumbs={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'My Scores', to: '/dashboard', state: { tab: 'my-scores' } },
          { label: name, to: `/scorecard/${encodeId(name)}` },
          { label: `Test result — Attempt ${attemptNumber}` },
        ]}
      />
      {sessionId ? <LiveResult sessionId={sessionId} initialAttempt={attemptNumber} /> : <p className="page-status">No data available</p>}
    </PageShell>
  );
}
