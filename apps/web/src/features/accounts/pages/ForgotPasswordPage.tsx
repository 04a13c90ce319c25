import { ACCOUNT_MESSAGES as M } from '@visaready/shared/schemas/accounts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { forgotPassword } from '../api/auth';
import { EMAIL_SENT_REDIRECT_MS } from '../session-redirects';
import '../components/accounts.css';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password?');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const result = await forgotPassword(email.trim());
      toast.success(result.message || M.toastForgotSent, { autoClose: 2_000 });
      window.setTimeout(() => navigate('/email-sent', { state: { email: email.trim() } }), EMAIL_SENT_REDIRECT_MS);
    } catch (error) {
      // Network failures are swallowed (000 §4); the form simply returns to idle.
      if (error instanceof ApiError) toast.error(error.message || M.toastForgotFailed, { autoClose: 2_000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="page container">
      <div className="account-card">
        <h1>Forgot Password?</h1>
        <p>Enter your email to receive a reset link.</p>
        <form className="auth__form" onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="forgot-email">Email Address</label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
        <p className="auth__links">
          <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
