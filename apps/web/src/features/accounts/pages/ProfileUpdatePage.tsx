import { PageShell } from '../../../components/ui/PageShell';

export default function ProfileUpdatePage() {
  return <PageShell title="Set Up Your Profile" />;
}
