import { PageShell } from '../../../components/ui/PageShell';

export default function PaymentPolicyPage() {
  return <PageShell title="Payment, Refund and Cancellation Policy" />;
}
