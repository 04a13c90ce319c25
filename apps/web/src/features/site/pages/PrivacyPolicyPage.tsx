import { PageShell } from '../../../components/ui/PageShell';

export default function PrivacyPolicyPage() {
  return <PageShell title="Privacy Policy" />;
}
