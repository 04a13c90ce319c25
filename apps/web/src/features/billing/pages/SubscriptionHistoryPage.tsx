import { PageShell } from '../../../components/ui/PageShell';

export default function SubscriptionHistoryPage() {
  return <PageShell title="Subscription History" />;
}
