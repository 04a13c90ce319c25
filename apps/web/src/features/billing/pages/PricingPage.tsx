import { PageShell } from '../../../components/ui/PageShell';

export default function PricingPage() {
  return <PageShell title="Choose Your Interview Plan" />;
}
