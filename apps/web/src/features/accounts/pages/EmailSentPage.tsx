import { PageShell } from '../../../components/ui/PageShell';

export default function EmailSentPage() {
  return <PageShell title="Check your inbox, please!" />;
}
