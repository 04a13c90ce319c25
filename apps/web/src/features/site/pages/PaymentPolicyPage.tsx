import { PageShell } from '../../../components/ui/PageShell';
import '../components/content.css';

export default function PaymentPolicyPage() {
  return (
    <PageShell title="Payment, Refund and Cancellation Policy" className="prose">
      <h2>Payments</h2>
      <p>
        All prices are in Indian rupees (INR). We accept credit and debit cards, net banking, wallets and UPI through our card payment
        provider. Monthly and annual plans need a payment method that allows recurring charges, such as a card or UPI AutoPay; the payment
        window shows the ones you can use.
      </p>
      <h2>Plans and renewal</h2>
      <p>
        Besides pay-per-use packages, paid once, we offer monthly and annual subscription plans. Monthly and annual plans renew
        automatically at the end of each period, at the same price and with the same payment method, until you cancel. My Account shows the
        date of your next renewal.
      </p>
      <p>Each renewal adds the plan&apos;s mock interviews for the new period; interviews you have not used stay with your subscription.</p>
      <p>
        If a renewal payment does not go through, the subscription shows as &quot;In Progress - Payment Due&quot; and its interviews cannot
        be started until it is paid. Our payment provider tries the payment again, and you can pay it with another card from Pay Now in your
        Subscription History.
      </p>
      <h2>Refunds</h2>
      <ul>
        <li>Refund requests must be made within 30 days of the payment.</li>
        <li>Approved refunds are processed within 10-15 business days to the original payment method.</li>
        <li>Subscription fees are non-refundable once the subscription period has started.</li>
      </ul>
      <h2>Cancellation</h2>
      <p>
        You can cancel auto-renewal at any time with Cancel renewal in My Account. No further payment is taken, and your plan stays active,
        with its remaining mock interviews, until the end of the period already paid for. Cancelling a renewal whose payment is due ends the
        subscription at once.
      </p>
      <h2>Contact</h2>
      <p>
        For payment questions write to <a href="mailto:support@visaready.in">support@visaready.in</a>.
      </p>
    </PageShell>
  );
}
