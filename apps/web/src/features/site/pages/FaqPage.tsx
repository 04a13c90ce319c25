import { PageShell } from '../../../components/ui/PageShell';

export default function FaqPage() {
  return <PageShell title="Frequently Asked Questions" />;
}
