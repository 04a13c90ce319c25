import { PageShell } from '../../../components/ui/PageShell';

export default function FeaturePage() {
  return <PageShell title="Features" />;
}
