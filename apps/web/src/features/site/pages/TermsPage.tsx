import { PageShell } from '../../../components/ui/PageShell';

export default function TermsPage() {
  return <PageShell title="Terms and Conditions" />;
}
