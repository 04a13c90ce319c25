import { PageShell } from '../../../components/ui/PageShell';

export default function RetestScoresPage() {
  return <PageShell title="Retest Scores" />;
}
