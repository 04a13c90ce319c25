import { PageShell } from '../../../components/ui/PageShell';

export default function ScoresPage() {
  return <PageShell title="My Scores" />;
}
