import { PageShell } from '../../../components/ui/PageShell';

export default function DashboardPage() {
  return <PageShell title="Dashboard" />;
}
