import { PageShell } from '../../../components/ui/PageShell';

export default function ScorecardOverlayPage() {
  return <PageShell title="Scorecard" />;
}
