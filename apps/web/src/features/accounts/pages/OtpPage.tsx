import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/TextField';
import { usePageTitle } from '../../../lib/use-page-title';
import '../components/accounts.css';

/** A static stub (000 §2): the OTP is never sent or checked, so its button stays disabled and nothing is called. */
export default function OtpPage() {
  usePageTitle('Verify OTP');
  // The code is held by the form like every other field; with nothing to send, submitting does nothing.
  const { register, handleSubmit } = useForm({ defaultValues: { otp: '' } });
  return (
    <section className="page container">
      <div className="account-card">
        <h1>Verify OTP</h1>
        <form className="auth__form" onSubmit={handleSubmit(() => undefined)}>
          <TextField label="One-time password" digitsOnly autoComplete="one-time-code" maxLength={6} {...register('otp')} />
          <button type="submit" className="btn btn-primary" disabled>
            Verify
          </button>
        </form>
      </div>
    </section>
  );
}
