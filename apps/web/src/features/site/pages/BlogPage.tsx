import { PageShell } from '../../../components/ui/PageShell';

export default function BlogPage() {
  return <PageShell title="Blog" />;
}
