import { PageShell } from '../../../components/ui/PageShell';

export default function GoogleSignupPage() {
  return <PageShell title="Sign up with Google" />;
}
