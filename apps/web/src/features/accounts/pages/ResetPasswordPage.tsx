import { ACCOUNT_MESSAGES as M, resetPasswordFormSchema } from '@visaready/shared/schemas/accounts';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { PasswordField } from '../../../components/ui/PasswordField';
import { firstErrorMessage, useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { resetPassword } from '../api/auth';
import '../components/accounts.css';

export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The token comes from the link, not from a field; the schema checks it with the passwords.
  const { register, handleSubmit, formState } = useZodForm(resetPasswordFormSchema, {
    defaultValues: { token: params.get('token') ?? '', new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(
    async ({ token, new_password }) => {
      try {
        const result = await resetPassword({ token, new_password });
        toast.success(result.message);
        navigate('/login', { replace: true });
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message || M.toastResetFailed : M.toastGenericError);
      }
    },
    // The missing token and the mismatch are the spec's reset messages (000 §5); they come first.
    (invalid) =>
      toast.error(invalid.token?.message ?? invalid.confirm_password?.message ?? firstErrorMessage(invalid) ?? M.toastResetFailed),
  );

  return (
    <section className="page container">
      <div className="account-card">
        <h1>Reset Password</h1>
        <form className="auth__form" onSubmit={submit} noValidate>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            {...register('new_password')}
            error={errors.new_password?.message}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...register('confirm_password')}
            error={errors.confirm_password?.message}
          />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            Reset Password
          </button>
        </form>
      </div>
    </section>
  );
}
