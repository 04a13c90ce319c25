import { PageShell } from '../../../components/ui/PageShell';

export default function MyProfilePage() {
  return <PageShell title="My Account" />;
}
