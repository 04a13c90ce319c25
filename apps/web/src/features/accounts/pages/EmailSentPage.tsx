import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import '../components/accounts.css';

export default function EmailSentPage() {
  usePageTitle('Check your inbox, please!');
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  return (
    <section className="page container">
      <div className="account-card">
        <h1>Check your inbox, please!</h1>
        <p>We've sent a password reset link to:</p>
        <p>
          <strong>{typeof email === 'string' && email ? email : 'check gmail'}</strong>
        </p>
        <p>Please check your email and click on the link to reset your password. The link will expire in 1 hour.</p>
        <p>Didn't receive the email? Check your spam folder</p>
        <p className="auth__links">
          <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
