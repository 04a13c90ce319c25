import { PageShell } from '../../../components/ui/PageShell';

export default function LegalDisclaimerPage() {
  return <PageShell title="Legal Disclaimer" />;
}
