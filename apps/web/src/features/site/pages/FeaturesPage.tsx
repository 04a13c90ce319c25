import { PageShell } from '../../../components/ui/PageShell';

export default function FeaturesPage() {
  return <PageShell title="Features" />;
}
