import { PageShell } from '../../../components/ui/PageShell';

export default function QuestionAccPage() {
  return <PageShell title="Sample interview questions" />;
}
