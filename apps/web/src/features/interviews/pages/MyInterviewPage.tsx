import { PageShell } from '../../../components/ui/PageShell';
import { InterviewCards } from '../components/InterviewCards';
import '../interviews.css';

export default function MyInterviewPage() {
  return (
    <PageShell title="My Interview">
      <InterviewCards />
    </PageShell>
  );
}
