import { usePageTitle } from '../../../lib/use-page-title';
import '../components/accounts.css';

/** A static stub (000 §2): the OTP is never sent or checked, so its button stays disabled and nothing is called. */
export default function OtpPage() {
  usePageTitle('Verify OTP');
  return (
    <section className="page container">
      <div className="account-card">
        <h1>Verify OTP</h1>
        <form className="auth__form" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label htmlFor="otp-code">One-time password</label>
            <input id="otp-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </div>
          <button type="submit" className="btn btn-primary" disabled>
            Verify
          </button>
        </form>
      </div>
    </section>
  );
}
