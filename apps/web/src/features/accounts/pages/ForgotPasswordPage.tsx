import { PageShell } from '../../../components/ui/PageShell';

export default function ForgotPasswordPage() {
  return <PageShell title="Forgot Password?" />;
}
