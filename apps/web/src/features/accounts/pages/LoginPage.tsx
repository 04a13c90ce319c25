import { ACCOUNT_MESSAGES as M, loginSchema } from '@visaready/shared/schemas/accounts';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { googleSignIn, login, toUserData, useGoogleClientId } from '../api/auth';
import { AuthLayout } from '../components/AuthLayout';
import { AuthLinks } from '../components/AuthLinks';
import { GoogleButton } from '../components/GoogleButton';
import { RotatingHeadline } from '../components/RotatingHeadline';
import { GOOGLE_REDIRECT_MS, LOGIN_REDIRECT_MS } from '../session-redirects';

const HEADLINES = [
  'Practise your US visa interview with AI.',
  'Get instant scores and feedback on every answer.',
  'Walk into the consulate confident.',
];

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const googleClientId = useGoogleClientId();
  // E-mail and password are required and the e-mail is checked by the browser itself; nothing else is shown (000 §5).
  const { register, handleSubmit, setValue, formState } = useZodForm(loginSchema, { defaultValues: { identifier: '', password: '' } });
  const { errors, isSubmitting } = formState;

  const later = (path: string, delayMs: number) => window.setTimeout(() => navigate(path), delayMs);

  const submit = handleSubmit(async (credentials) => {
    try {
      const result = await login(credentials);
      session.signIn(result.token, toUserData(result));
      toast.success(M.toastLoginSuccess);
      later('/dashboard', LOGIN_REDIRECT_MS);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'user_not_found') {
        toast.error(M.toastRegisterFirst);
        later('/Signup', LOGIN_REDIRECT_MS);
      } else if (error instanceof ApiError && error.code === 'invalid_credentials') {
        toast.error(M.toastInvalidCredentials);
        setValue('password', '');
        later('/login', LOGIN_REDIRECT_MS);
      } else {
        toast.error(error instanceof ApiError ? error.message : M.toastLoginError);
      }
    }
  });

  async function onGoogleCredential(credential: string) {
    try {
      const result = await googleSignIn({ credential });
      session.signIn(result.token, toUserData(result));
      toast.success(result.new_user ? M.toastGoogleRegisteredRedirecting : M.toastLoginSuccessRedirecting);
      later(result.has_mobile ? '/dashboard' : '/profile-update', GOOGLE_REDIRECT_MS);
    } catch (error) {
      toast.error(error instanceof ApiError ? M.toastGoogleFailed : M.toastGoogleError);
    }
  }

  return (
    <AuthLayout title="Sign in" aside={<RotatingHeadline phrases={HEADLINES} intervalMs={5_000} />}>
      <form className="auth__form" onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('identifier')}
          error={errors.identifier?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...register('password')}
          error={errors.password?.message}
        />
        <p>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      {googleClientId && (
        <>
          <p className="auth__divider">or</p>
          <GoogleButton clientId={googleClientId} onCredential={onGoogleCredential} onError={() => toast.error(M.toastGoogleError)} />
        </>
      )}
      <AuthLinks>
        New here? <Link to="/Signup">Sign up</Link>
      </AuthLinks>
    </AuthLayout>
  );
}
