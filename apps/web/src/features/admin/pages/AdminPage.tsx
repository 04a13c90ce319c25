import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { useAdminRole } from '../api/admin-role';
import { AuditSection } from '../components/AuditSection';
import { MessagesSection } from '../components/MessagesSection';
import { NotAllowed } from '../components/NotAllowed';
import { OrdersSection } from '../components/OrdersSection';
import { QuestionsSection } from '../components/QuestionsSection';
import { ScoresSection } from '../components/ScoresSection';
import { UsersSection } from '../components/UsersSection';
import '../components/admin.css';

const SECTIONS = [
  { id: 'users', label: 'Users' },
  { id: 'orders', label: 'Orders' },
  { id: 'messages', label: 'Messages' },
  { id: 'questions', label: 'Questions' },
  { id: 'scores', label: 'Scores' },
  { id: 'audit', label: 'Audit log' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/**
 * The admin console. Which section, and which user, order or message is open, live in the address
 * (`/admin?tab=messages&message=…`), so the link in a support e-mail opens the message.
 */
function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const tab: SectionId = SECTIONS.find((section) => section.id === params.get('tab'))?.id ?? 'users';
  const select = (name: string) => (id: string | null) => setParams(id ? { tab, [name]: id } : { tab });

  return (
    <PageShell title="Admin console" className="admin">
      <nav className="admin-nav" aria-label="Admin sections">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <Link to={`/admin?tab=${section.id}`} aria-current={section.id === tab ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'users' && <UsersSection selectedUserId={params.get('user')} onSelect={select('user')} />}
      {tab === 'orders' && <OrdersSection selectedOrderId={params.get('order')} onSelect={select('order')} />}
      {tab === 'messages' && <MessagesSection selectedMessageId={params.get('message')} onSelect={select('message')} />}
      {tab === 'questions' && <QuestionsSection />}
      {tab === 'scores' && <ScoresSection />}
      {tab === 'audit' && <AuditSection />}
    </PageShell>
  );
}

/** /admin: the console for admins, a "not allowed" page for everyone else. The server checks every request anyway. */
export default function AdminPage() {
  const role = useAdminRole();
  if (role.isPending)
    return (
      <div className="page-status" role="status">
        Loading...
      </div>
    );
  return role.data === 'admin' ? <AdminConsole /> : <NotAllowed />;
}
