import { ACCOUNT_MESSAGES as M, forgotPasswordSchema } from '@visaready/shared/schemas/accounts';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TextField } from '../../../components/ui/TextField';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { forgotPassword } from '../api/auth';
import { EMAIL_SENT_REDIRECT_MS } from '../session-redirects';
import '../components/accounts.css';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password?');
  const navigate = useNavigate();
  // Required, with the browser's own e-mail check (000 §5): the form is left to the browser to validate first.
  const { register, handleSubmit, formState } = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    try {
      const result = await forgotPassword(email);
      toast.success(result.message || M.toastForgotSent, { autoClose: 2_000 });
      window.setTimeout(() => navigate('/email-sent', { state: { email } }), EMAIL_SENT_REDIRECT_MS);
    } catch (error) {
      // Network failures are swallowed (000 §4); the form simply returns to idle.
      if (error instanceof ApiError) toast.error(error.message || M.toastForgotFailed, { autoClose: 2_000 });
    }
  });

  return (
    <section className="page container">
      <div className="account-card">
        <h1>Forgot Password?</h1>
        <p>Enter your email to receive a reset link.</p>
        <form className="auth__form" onSubmit={submit}>
          <TextField
            label="Email Address"
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={errors.email?.message}
          />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
        <p className="auth__links">
          <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
