import { PageShell } from '../../../components/ui/PageShell';

export default function QuestionSetPage() {
  return <PageShell title="Question Set" />;
}
