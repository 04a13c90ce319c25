import { PageShell } from '../../../components/ui/PageShell';

export default function ResetPasswordPage() {
  return <PageShell title="Reset Password" />;
}
