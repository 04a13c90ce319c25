import { ACCOUNT_MESSAGES as M, resetPasswordFormSchema } from '@visaready/shared/schemas/accounts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { resetPassword } from '../api/auth';
import { PasswordInput } from '../components/PasswordInput';
import '../components/accounts.css';

export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse({
      token: params.get('token') ?? '',
      new_password: newPassword,
      confirm_password: confirmPassword,
    });
    if (!parsed.success) {
      const issue =
        parsed.error.issues.find((candidate) => candidate.path[0] === 'token' || candidate.path[0] === 'confirm_password') ??
        parsed.error.issues[0];
      toast.error(issue?.message ?? M.toastResetFailed);
      return;
    }
    setBusy(true);
    try {
      const result = await resetPassword({ token: parsed.data.token, new_password: parsed.data.new_password });
      toast.success(result.message);
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message || M.toastResetFailed : M.toastGenericError);
      setBusy(false);
    }
  }

  return (
    <section className="page container">
      <div className="account-card">
        <h1>Reset Password</h1>
        <form className="auth__form" onSubmit={onSubmit} noValidate>
          <PasswordInput label="New password" value={newPassword} onChange={setNewPassword} autoComplete="new-password" required />
          <PasswordInput
            label="Confirm password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
            required
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Reset Password
          </button>
        </form>
      </div>
    </section>
  );
}
