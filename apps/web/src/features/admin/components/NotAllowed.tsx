import { COMMON_MESSAGES } from '@visaready/shared';
import { ADMIN_MESSAGES } from '@visaready/shared/schemas/admin';
import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';

/** What anyone but an admin sees at /admin (the server refuses them every admin request as well). */
export function NotAllowed() {
  return (
    <PageShell title={ADMIN_MESSAGES.notAllowedTitle} className="admin">
      <p>{COMMON_MESSAGES.adminOnly}</p>
      <p>
        <Link to="/dashboard" className="btn btn-primary">
          Go to Dashboard
        </Link>
      </p>
    </PageShell>
  );
}
