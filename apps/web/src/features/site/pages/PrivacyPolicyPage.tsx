import { PageShell } from '../../../components/ui/PageShell';
import '../components/content.css';

export default function PrivacyPolicyPage() {
  return (
    <PageShell title="Privacy Policy" className="prose">
      <h2>What we collect</h2>
      <p>
        Your name, e-mail address, mobile number, visa details you choose to give, your interview answers and scores, and basic usage data
        such as pages visited.
      </p>
      <h2>How we use it</h2>
      <p>
        To run your mock interviews, score answers, manage your subscription, answer your messages and improve the service. We do not sell
        your data.
      </p>
      <h2>Voice and transcripts</h2>
      <p>
        Audio is transcribed as you speak and is not stored as a recording; interviews cannot be replayed. Transcripts and scores are kept
        so you can review your progress.
      </p>
      <h2>Payments</h2>
      <p>Card and bank details are handled by our payment provider; we never see or store full card numbers.</p>
      <h2>Children</h2>
      <p>VisaReady is not meant for children under 13, and we do not knowingly collect personal information from them.</p>
      <h2>Your choices</h2>
      <p>
        You can update your profile, unsubscribe from the newsletter at any time, or ask us to delete your account by writing to
        support@visaready.in.
      </p>
    </PageShell>
  );
}
