import { PageShell } from '../../../components/ui/PageShell';
import '../components/content.css';

export default function TermsPage() {
  return (
    <PageShell title="Terms and Conditions" className="prose">
      <h2>Using VisaReady</h2>
      <p>By creating an account you agree to these terms. You must give accurate details and keep your password to yourself.</p>
      <h2>The service</h2>
      <p>VisaReady offers AI mock interviews and learning material. It is practice, not legal advice, and no outcome is guaranteed.</p>
      <h2>Plans and payments</h2>
      <p>Paid plans, renewals and refunds follow our Payment, Refund and Cancellation Policy.</p>
      <h2>Acceptable use</h2>
      <p>Do not misuse the service, try to break its security, or copy its question banks for resale.</p>
      <h2>Changes</h2>
      <p>We may change these terms; continuing to use VisaReady after a change means you accept it.</p>
    </PageShell>
  );
}
