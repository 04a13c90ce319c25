import { PageShell } from '../../../components/ui/PageShell';

export default function LandingPage() {
  return <PageShell title="Let AI train your VISA Interview" />;
}
