import { PageShell } from '../../../components/ui/PageShell';

export default function AboutPage() {
  return <PageShell title="About Us" />;
}
