import { PageShell } from '../../../components/ui/PageShell';

export default function ScoreResultPage() {
  return <PageShell title="Result" />;
}
