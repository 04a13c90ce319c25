import { PageShell } from '../../../components/ui/PageShell';
import '../components/content.css';

export default function PaymentPolicyPage() {
  return (
    <PageShell title="Payment, Refund and Cancellation Policy" className="prose">
      <h2>Payments</h2>
      <p>
        All prices are in Indian rupees (INR). We accept credit and debit cards, net banking, wallets and UPI through our card payment
        provider.
      </p>
      <h2>Plans and renewal</h2>
      <p>
        Besides pay-per-use packages we offer monthly and annual subscription plans. Subscriptions renew automatically at the end of each
        period until you cancel.
      </p>
      <h2>Refunds</h2>
      <ul>
        <li>Refund requests must be made within 30 days of the payment.</li>
        <li>Approved refunds are processed within 10-15 business days to the original payment method.</li>
        <li>Subscription fees are non-refundable once the subscription period has started.</li>
      </ul>
      <h2>Cancellation</h2>
      <p>You can cancel auto-renewal at any time; your plan stays active until the end of the period already paid for.</p>
      <h2>Contact</h2>
      <p>
        For payment questions write to <a href="mailto:support@visaready.in">support@visaready.in</a>.
      </p>
    </PageShell>
  );
}
