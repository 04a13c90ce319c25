import { useParams } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { useUserSessions } from '../api/user-sessions';
import { AttemptsTable } from '../components/AttemptsTable';
import { Breadcrumb } from '../components/Breadcrumb';
import { decodeId } from '../lib/url-ids';
import '../interviews.css';

/** /scorecard/{encoded interview name}: the user's tests of one interview. */
export default function AttemptsPage() {
  const { id } = useParams();
  const interviewName = decodeId(id) ?? '';
  const { data: sessions, isPending, isError } = useUserSessions();
  const mine = sessions?.filter((session) => session.interview_name === interviewName) ?? [];

  return (
    <PageShell title={interviewName || 'Scorecard'}>
      <Breadcrumb
        crumbs={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'My Scores', to: '/dashboard', state: { tab: 'my-scores' } },
          { label: interviewName || 'Scorecard' },
        ]}
      />
      {isPending && <p className="page-status">Loading...</p>}
      {isError && <p className="page-status">Failed to fetch interviews.</p>}
      {sessions && mine.length === 0 && <p className="page-status">No data available</p>}
      {mine.length > 0 && <AttemptsTable sessions={mine} />}
    </PageShell>
  );
}
