import { PageShell } from '../../../components/ui/PageShell';

export default function ReviewsPage() {
  return <PageShell title="Reviews" />;
}
