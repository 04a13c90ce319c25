import { ACCOUNT_MESSAGES as M, signupFormSchema } from '@visaready/shared/schemas/accounts';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { firstErrorMessage, useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { type PlanChoice, readPlanChoice } from '../../../lib/plan-choice';
import { useSession } from '../../../lib/session';
import { googleSignIn, registerAccount, toUserData, useGoogleClientId } from '../api/auth';
import { AuthLayout } from '../components/AuthLayout';
import { AuthLinks } from '../components/AuthLinks';
import { GoogleButton } from '../components/GoogleButton';
import { ProfileSetupFields, useProfileSetupForm } from '../components/ProfileSetupFields';
import { RotatingHeadline } from '../components/RotatingHeadline';
import { VisaFields } from '../components/VisaFields';
import { isPaymentDue, planPayload } from '../plan-choice';
import { GOOGLE_REDIRECT_MS, PAYMENT_STEP_DELAY_MS, SIGNUP_REDIRECT_MS } from '../session-redirects';

const HEADLINES = [
  'Let AI train your VISA Interview.',
  'Real consular questions, read aloud.',
  'Answer by voice, see it transcribed live.',
  'A score out of 10 for every answer.',
  'Model answers to learn from.',
];

type SignupResult = Awaited<ReturnType<typeof registerAccount>>;

interface VariantProps {
  plan: PlanChoice;
  /** The account exists and this browser is signed in to it: the page takes the next step. */
  onSignedUp: (result: SignupResult, delayMs: number, fallbackPath?: string) => void;
  done: boolean;
}

/** Full name, e-mail, mobile, password and the optional visa details; each rule beside its field and as a toast. */
function EmailSignupForm({ plan, onSignedUp, done }: VariantProps) {
  const { register, handleSubmit, setValue, formState } = useZodForm(signupFormSchema, {
    defaultValues: { full_name: '', email_address: '', mobile_number: '', password: '', visa_date: '', visa_center: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(
    async (values) => {
      try {
        const result = await registerAccount({ ...values, sso: 0, ...planPayload(plan) });
        toast.success(M.toastRegisteredRedirecting);
        onSignedUp(result, SIGNUP_REDIRECT_MS);
      } catch (error) {
        const message = error instanceof ApiError ? error.message : M.toastRegistrationFailedFallback;
        toast.error(`Registration failed: ${message} ${M.toastRegistrationFailedSuffix}`);
      }
    },
    (invalid) => toast.error(firstErrorMessage(invalid) ?? M.toastRegistrationFailedFallback),
  );

  return (
    <form className="auth__form" onSubmit={submit} noValidate>
      <TextField label="Full name" autoComplete="name" {...register('full_name')} error={errors.full_name?.message} />
      <div className="auth__row">
        <TextField label="Email" type="email" autoComplete="email" {...register('email_address')} error={errors.email_address?.message} />
        <TextField
          label="Mobile number"
          inputMode="numeric"
          autoComplete="tel-national"
          {...register('mobile_number')}
          error={errors.mobile_number?.message}
        />
      </div>
      <PasswordField label="Password" autoComplete="new-password" {...register('password')} error={errors.password?.message} />
      <VisaFields
        visaDate={register('visa_date')}
        visaCenter={register('visa_center')}
        onClearDate={() => setValue('visa_date', '')}
        errors={{ visa_date: errors.visa_date?.message, visa_center: errors.visa_center?.message }}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || done}>
        {isSubmitting || done ? 'Signing up...' : 'Sign up'}
      </button>
    </form>
  );
}

/** After a Google sign-in on this page: only the mobile (digits only) and the visa details (000 §2). */
function GoogleSignupForm({ plan, onSignedUp, done, credential }: VariantProps & { credential: string }) {
  const form = useProfileSetupForm();
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;

  const submit = handleSubmit(
    async (values) => {
      try {
        const result = await googleSignIn({ credential, ...values, ...planPayload(plan) });
        toast.success(M.toastGoogleRegisteredRedirecting);
        onSignedUp(result, GOOGLE_REDIRECT_MS, result.has_mobile ? '/dashboard' : '/profile-update');
      } catch {
        toast.error(M.toastGoogleFailed);
      }
    },
    (invalid) => toast.error(firstErrorMessage(invalid) ?? M.mobileSetup),
  );

  return (
    <form className="auth__form" onSubmit={submit} noValidate>
      <p>Almost there: tell us your mobile number and visa appointment.</p>
      <ProfileSetupFields form={form} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || done}>
        Sign up
      </button>
    </form>
  );
}

interface SignupFormProps {
  /** Continues a paid plan's sign-up into checkout; the app supplies it (payments live in another feature). */
  onPaymentDue?: (orderId: string) => void;
}

export function SignupForm({ onPaymentDue }: SignupFormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const googleClientId = useGoogleClientId();
  const [plan] = useState(readPlanChoice);
  // The Google variant (mobile, visa date and centre only) follows a Google sign-in on this page.
  const [googleCredential, setGoogleCredential] = useState<string | null>(null);
  // Signed up here: the page stays for the confirmation and the delayed next step instead of leaving at once.
  const [signedUp, setSignedUp] = useState(false);

  if (session.status === 'authenticated' && !signedUp) return <Navigate to="/dashboard" replace />;

  /** After sign-up: a trial goes to the dashboard; a paid order continues to its payment. */
  const onSignedUp: VariantProps['onSignedUp'] = (result, delayMs, fallbackPath = '/dashboard') => {
    setSignedUp(true);
    session.signIn(result.token, toUserData(result));
    if (isPaymentDue(result.order_status) && result.order_id && onPaymentDue) {
      onPaymentDue(result.order_id);
      return;
    }
    if (isPaymentDue(result.order_status)) {
      toast.info(M.toastPaymentPending);
      window.setTimeout(() => navigate('/subscription-history'), PAYMENT_STEP_DELAY_MS);
      return;
    }
    window.setTimeout(() => navigate(fallbackPath), delayMs);
  };

  return (
    <AuthLayout
      title={`Sign up for ${plan.visaCategory} · ${plan.orderType}`}
      aside={<RotatingHeadline phrases={HEADLINES} intervalMs={3_000} />}
    >
      {googleCredential ? (
        <GoogleSignupForm plan={plan} onSignedUp={onSignedUp} done={signedUp} credential={googleCredential} />
      ) : (
        <EmailSignupForm plan={plan} onSignedUp={onSignedUp} done={signedUp} />
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
