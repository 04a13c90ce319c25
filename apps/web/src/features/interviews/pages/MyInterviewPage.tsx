import { PageShell } from '../../../components/ui/PageShell';

export default function MyInterviewPage() {
  return <PageShell title="My Interview" />;
}
