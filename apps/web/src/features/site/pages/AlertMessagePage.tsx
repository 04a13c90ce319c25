import { PageShell } from '../../../components/ui/PageShell';

export default function AlertMessagePage() {
  return <PageShell title="Alert" />;
}
