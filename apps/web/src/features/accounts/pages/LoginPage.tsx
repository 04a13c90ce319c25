import { PageShell } from '../../../components/ui/PageShell';

export default function LoginPage() {
  return <PageShell title="Sign in" />;
}
