import { PageShell } from '../../../components/ui/PageShell';

export default function OverviewPage() {
  return <PageShell title="Overview" />;
}
