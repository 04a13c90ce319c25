import { PageShell } from '../../../components/ui/PageShell';

export default function SignupPage() {
  return <PageShell title="Sign up" />;
}
