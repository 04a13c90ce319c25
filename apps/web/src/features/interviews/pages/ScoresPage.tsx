import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { MyScoresPanel } from '../components/MyScoresPanel';
import '../interviews.css';

export default function ScoresPage() {
  const navigate = useNavigate();
  return (
    <PageShell title="My Scores">
      <MyScoresPanel onGoForInterview={() => navigate('/dashboard', { state: { tab: 'my-interview' } })} />
    </PageShell>
  );
}
