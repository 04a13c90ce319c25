import { PageShell } from '../../../components/ui/PageShell';

export default function QuestionPage() {
  return <PageShell title="Interview" />;
}
