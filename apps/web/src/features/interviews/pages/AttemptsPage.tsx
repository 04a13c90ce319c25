import { PageShell } from '../../../components/ui/PageShell';

export default function AttemptsPage() {
  return <PageShell title="Scorecard" />;
}
