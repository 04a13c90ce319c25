import { PageShell } from '../../../components/ui/PageShell';

export default function OtpPage() {
  return <PageShell title="Verify OTP" />;
}
