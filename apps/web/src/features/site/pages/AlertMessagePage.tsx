import { Link, useLocation } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';

/** A notice page: shows a message passed in navigation state, or a neutral one. */
export default function AlertMessagePage() {
  const message = (useLocation().state as { message?: string } | null)?.message;
  return (
    <PageShell title="Notice" lead={message ?? 'There is nothing new for you right now.'}>
      <Link to="/" className="btn btn-primary">
        Back to home
      </Link>
    </PageShell>
  );
}
