import { ACCOUNT_MESSAGES as M, registerSchema, setupMobileSchema } from '@visaready/shared/schemas/accounts';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { errorsByField, TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { googleSignIn, register, toUserData, useGoogleClientId } from '../api/auth';
import { AuthLayout } from '../components/AuthLayout';
import { AuthLinks } from '../components/AuthLinks';
import { GoogleButton } from '../components/GoogleButton';
import { PasswordInput } from '../components/PasswordInput';
import { RotatingHeadline } from '../components/RotatingHeadline';
import { VisaFields } from '../components/VisaFields';
import { isPaymentDue, planPayload, readPlanChoice } from '../plan-choice';
import { GOOGLE_REDIRECT_MS, PAYMENT_STEP_DELAY_MS, SIGNUP_REDIRECT_MS } from '../session-redirects';

const HEADLINES = [
  'Let AI train your VISA Interview.',
  'Real consular questions, read aloud.',
  'Answer by voice, see it transcribed live.',
  'A score out of 10 for every answer.',
  'Model answers to learn from.',
];

interface SignupFormProps {
  /** Continues a paid plan's sign-up into checkout; the app supplies it (payments live in another feature). */
  onPaymentDue?: (orderId: string) => void;
}

export function SignupForm({ onPaymentDue }: SignupFormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const googleClientId = useGoogleClientId();
  const [plan] = useState(readPlanChoice);
  const [googleCredential, setGoogleCredential] = useState<string | null>(null);
  // The Google variant (mobile, visa date and centre only) follows a Google sign-in on this page.
  const variant = googleCredential ? 'google' : 'email';
  const [form, setForm] = useState({ full_name: '', email_address: '', mobile_number: '', password: '', visa_date: '', visa_center: '' });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // An error goes once its field is edited; the next submit checks again.
    setErrors(({ [field]: _edited, ...rest }) => rest);
  };

  if (session.status === 'authenticated' && !busy) return <Navigate to="/dashboard" replace />;

  /** After sign-up: a trial goes to the dashboard; a paid order continues to its payment. */
  function continueAfterSignup(
    order: { order_id: string | null; order_status: string | null },
    delayMs: number,
    fallbackPath = '/dashboard',
  ) {
    if (isPaymentDue(order.order_status) && order.order_id && onPaymentDue) {
      onPaymentDue(order.order_id);
      return;
    }
    if (isPaymentDue(order.order_status)) {
      toast.info(M.toastPaymentPending);
      window.setTimeout(() => navigate('/subscription-history'), PAYMENT_STEP_DELAY_MS);
      return;
    }
    window.setTimeout(() => navigate(fallbackPath), delayMs);
  }

  async function onEmailSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerSchema.safeParse({ ...form, sso: 0, ...planPayload(plan) });
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      toast.error(parsed.error.issues[0]?.message ?? M.toastRegistrationFailedFallback);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await register(parsed.data);
      toast.success(M.toastRegisteredRedirecting);
      session.signIn(result.token, toUserData(result));
      continueAfterSignup(result, SIGNUP_REDIRECT_MS);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : M.toastRegistrationFailedFallback;
      toast.error(`Registration failed: ${message} ${M.toastRegistrationFailedSuffix}`);
      setBusy(false);
    }
  }

  async function onGoogleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!googleCredential) return;
    const mobile = setupMobileSchema.safeParse(form.mobile_number);
    if (!mobile.success) {
      toast.error(M.mobileSetup);
      return;
    }
    setBusy(true);
    try {
      const result = await googleSignIn({
        credential: googleCredential,
        mobile_number: mobile.data,
        visa_date: form.visa_date,
        visa_center: form.visa_center,
        ...planPayload(plan),
      });
      session.signIn(result.token, toUserData(result));
      toast.success(M.toastGoogleRegisteredRedirecting);
      continueAfterSignup(result, GOOGLE_REDIRECT_MS, result.has_mobile ? '/dashboard' : '/profile-update');
    } catch {
      toast.error(M.toastGoogleFailed);
      setBusy(false);
    }
  }

  const visaFields = (
    <VisaFields
      idPrefix="signup"
      visaDate={form.visa_date}
      visaCenter={form.visa_center}
      onVisaDate={set('visa_date')}
      onVisaCenter={set('visa_center')}
    />
  );

  return (
    <AuthLayout
      title={`Sign up for ${plan.visaCategory} · ${plan.orderType}`}
      aside={<RotatingHeadline phrases={HEADLINES} intervalMs={3_000} />}
    >
      {variant === 'google' ? (
        <form className="auth__form" onSubmit={onGoogleSubmit} noValidate>
          <p>Almost there: tell us your mobile number and visa appointment.</p>
          <div className="field">
            <label htmlFor="signup-mobile">Mobile number</label>
            <input
              id="signup-mobile"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={form.mobile_number}
              onChange={(event) => set('mobile_number')(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          {visaFields}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Sign up
          </button>
        </form>
      ) : (
        <form className="auth__form" onSubmit={onEmailSubmit} noValidate>
          <TextField label="Full name" autoComplete="name" value={form.full_name} onChange={set('full_name')} error={errors.full_name} />
          <div className="auth__row">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={form.email_address}
              onChange={set('email_address')}
              error={errors.email_address}
            />
            <TextField
              label="Mobile number"
              inputMode="numeric"
              autoComplete="tel-national"
              value={form.mobile_number}
              onChange={set('mobile_number')}
              error={errors.mobile_number}
            />
          </div>
          <PasswordInput
            label="Password"
            value={form.password}
            onChange={set('password')}
            autoComplete="new-password"
            error={errors.password}
          />
          {visaFields}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Signing up...' : 'Sign up'}
          </button>
        </form>
      )}
      {googleClientId && !googleCredential && (
        <>
          <p className="auth__divider">or</p>
          <GoogleButton clientId={googleClientId} onCredential={setGoogleCredential} onError={() => toast.error(M.toastGoogleError)} />
        </>
      )}
      <AuthLinks>
        Already have an account? <Link to="/login">Login</Link>
      </AuthLinks>
    </AuthLayout>
  );
}
