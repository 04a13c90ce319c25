import { PageShell } from '../../../components/ui/PageShell';

export default function PrimaryScoresPage() {
  return <PageShell title="Scores" />;
}
