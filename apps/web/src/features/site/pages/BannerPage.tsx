import { PageShell } from '../../../components/ui/PageShell';

export default function BannerPage() {
  return <PageShell title="Let AI train your VISA Interview" />;
}
