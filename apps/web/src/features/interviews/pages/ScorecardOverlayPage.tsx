import { Link } from 'react-router';
import type { Session } from '@visaready/shared/schemas/interviews';
import { PageShell } from '../../../components/ui/PageShell';
import { useUserSessions } from '../api/user-sessions';
import { AttemptsTable } from '../components/AttemptsTable';
import { encodeId } from '../lib/url-ids';
import '../interviews.css';

/** /Scorecard: every interview's tests at a glance. */
export default function ScorecardOverlayPage() {
  const { data: sessions, isPending, isError } = useUserSessions();
  const byInterview = new Map<string, Session[]>();
  for (const session of sessions ?? [])
    byInterview.set(session.interview_name, [...(byInterview.get(session.interview_name) ?? []), session]);

  return (
    <PageShell title="Scorecard">
      {isPending && <p className="page-status">Loading...</p>}
      {isError && <p className="page-status">Failed to fetch interviews.</p>}
      {sessions && byInterview.size === 0 && <p className="page-status">You have not attempted Interviews yet!</p>}
      {[...byInterview.entries()].map(([name, list]) => (
        <section key={name} className="iv-card" style={{ marginBottom: 24 }}>
          <h2>
            <Link to={`/scorecard/${encodeId(name)}`}>{name}</Link>
          </h2>
          <AttemptsTable sessions={list} />
        </section>
      ))}
    </PageShell>
  );
}
