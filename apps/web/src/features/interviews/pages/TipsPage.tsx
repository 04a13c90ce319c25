import { PageShell } from '../../../components/ui/PageShell';

export default function TipsPage() {
  return <PageShell title="Interview Tips" />;
}
