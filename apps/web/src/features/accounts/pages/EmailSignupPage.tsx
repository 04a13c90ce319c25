import { PageShell } from '../../../components/ui/PageShell';

export default function EmailSignupPage() {
  return <PageShell title="Sign up with e-mail" />;
}
