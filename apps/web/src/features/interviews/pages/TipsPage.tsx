import { PageShell } from '../../../components/ui/PageShell';
import { GuidelinesPanel } from '../components/GuidelinesPanel';
import '../interviews.css';

export default function TipsPage() {
  return (
    <PageShell title="Guidelines">
      <GuidelinesPanel />
    </PageShell>
  );
}
