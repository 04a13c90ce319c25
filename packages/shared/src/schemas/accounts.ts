import { z } from './zod';
import { VISA_CENTERS } from '../constants';

/** Every accounts text of the specification (000 §4, §5, §8; 001 §5, §8), verbatim. */
export const ACCOUNT_MESSAGES = {
  signInLimited: 'Too many sign-in attempts. For your security, sign-in from here is paused; try again in {minutes}.',
  nameRequired: 'Name is required.',
  nameAlphabets: 'Name must contain only alphabets.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordWeak: 'Password must contain an uppercase letter, a number, and a special character.',
  passwordSameAsOld: 'New password cannot be the same as the old password.',
  mobileRequired: 'Mobile number is required.',
  mobileDigits: 'Mobile number must be exactly 10 digits.',
  mobileSetup: 'Please enter a valid 10-digit mobile number',
  passwordsDoNotMatch: 'Passwords do not match',
  resetTokenMissing: 'Reset token is missing',
  visaDateInvalid: 'Please choose a visa date from today onwards.',
  visaCenterInvalid: 'Please choose one of the listed visa centers.',
  oldPasswordRequired: 'Old password is required.',
  oldPasswordWrong: 'Old password is incorrect.',
  // Server answers the client relies on (000 §4 'Password login').
  userNotFound: 'User not found',
  invalidCredentials: 'Invalid credentials',
  // Shown as the server's message on the sign-in page (000 §8 'Sign-in: server message shown').
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  emailTaken: 'An account with this email already exists.',
  registered: 'User registered successfully',
  loggedIn: 'Login successful',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordReset: 'Password reset successfully. Please sign in with your new password.',
  signedOut: 'Signed out',
  googleNotConfigured: 'Google sign-in is not configured.',
  googleTokenInvalid: 'Google Login failed. Please try again.',
  ssoCannotSetOldPassword: 'Single sign-on accounts have no old password.',
  // Toasts on the pages.
  toastRegisterFirst: 'Please register first.',
  toastInvalidCredentials: 'Invalid credentials!',
  toastLoginSuccess: 'Login successful!',
  toastLoginSuccessRedirecting: 'Login successful! Redirecting...',
  toastLoginError: 'An error occurred during login. Please try again.',
  toastRegisteredRedirecting: 'User registered successfully! Redirecting...',
  toastGoogleRegisteredRedirecting: 'User registered and Logged In successfully! Redirecting...',
  toastRegistrationFailedFallback: 'Registration failed.',
  toastRegistrationFailedSuffix: 'Please click on Login button given below.',
  toastGoogleFailed: 'Google Login failed. Please try again.',
  toastGoogleError: 'An error occurred during Google login. Please try again.',
  toastPaymentPending: 'Please complete the payment to activate your subscription.',
  toastForgotFailed: 'Failed to send email',
  toastForgotSent: 'Email sent successfully',
  toastResetFailed: 'Failed to reset password',
  toastGenericError: 'An error occurred. Please try again.',
  toastProfileLoadFailed: 'Failed to load profile data',
  toastProfileUpdated: 'Profile updated successfully!',
  languageUnsupported: 'Choose English (en) or Hindi (hi).',
  languageSaved: 'Language saved.',
  toastPasswordChanged: 'Password changed successfully!',
  toastPasswordChangeFailed: 'Failed to change password. Please try again.',
  toastOffline: 'No internet! Logging out...',
} as const;

const M = ACCOUNT_MESSAGES;

/** A string field whose absence reads as the field's own "required" message rather than a type error. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const fullNameSchema = requiredText(M.nameRequired)
  .regex(/^[A-Za-z ]+$/, M.nameAlphabets)
  .max(100, M.nameAlphabets);

// A TLD of two or more letters, no spaces, one @ (the sign-up form's "valid format").
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const emailSchema = requiredText(M.emailRequired)
  .max(254, M.emailInvalid)
  .regex(EMAIL_PATTERN, M.emailInvalid)
  .transform((value) => value.toLowerCase());

export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).*$/;
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(8, M.passwordTooShort)
  .max(128, M.passwordTooShort.replace('at least 8', 'at most 128'))
  .regex(PASSWORD_RULE, M.passwordWeak);

export const mobileSchema = requiredText(M.mobileRequired).regex(/^\d{10}$/, M.mobileDigits);
/** Profile setup and the Google sign-up variant word the mobile rule differently (000 §5). */
export const setupMobileSchema = z
  .string({ error: M.mobileSetup })
  .trim()
  .regex(/^\d{10}$/, M.mobileSetup);

/** Today's date as YYYY-MM-DD in the given time zone offset; the picker's minimum. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

// "Cannot be before today" — checked against the earliest "today" anywhere (UTC−12) so no user's local today is refused.
const earliestToday = () => new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const visaDateSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: M.visaDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.visaDateInvalid)
    .refine((value) => !Number.isNaN(Date.parse(value)) && value >= earliestToday(), M.visaDateInvalid)
    .optional(),
);
export const visaCenterSchema = z.preprocess(emptyToUndefined, z.enum(VISA_CENTERS, { error: M.visaCenterInvalid }).optional());

const optionalId = z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional());
const optionalOrderType = z.preprocess(emptyToUndefined, z.string().trim().max(40).optional());

/** Plan choice carried by sign-up (000 §3 registration payload); the billing domain turns it into an order. */
const planChoice = {
  subscription_id: optionalId,
  trial_subscription_id: optionalId,
  order_type: optionalOrderType,
};

export const registerSchema = z.object({
  full_name: fullNameSchema,
  email_address: emailSchema,
  mobile_number: mobileSchema,
  password: passwordSchema,
  visa_date: visaDateSchema,
  visa_center: visaCenterSchema,
  // Password registration only; Google accounts are created by POST /auth/google (DESIGN deviation 1).
  sso: z.preprocess(emptyToUndefined, z.literal(0).optional()),
  ...planChoice,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up page's e-mail form: what the person types; the plan choice and sso are added on submit. */
export const signupFormSchema = registerSchema.pick({
  full_name: true,
  email_address: true,
  mobile_number: true,
  password: true,
  visa_date: true,
  visa_center: true,
});

export const loginSchema = z.object({
  identifier: requiredText(M.emailRequired).max(254, M.emailInvalid),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(1024, M.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const googleAuthSchema = z.object({
  credential: requiredText(M.googleTokenInvalid).max(8192, M.googleTokenInvalid),
  // The sign-up page's Google variant also sends the profile it asked for.
  mobile_number: z.preprocess(emptyToUndefined, setupMobileSchema.optional()),
  visa_date: visaDateSchema,
  visa_center: visaCenterSchema,
  ...planChoice,
});
export type GoogleAuthInput = z.infer<typeof googleAuthSchema>;

/**
 * Both callers of POST /save_user_profile (001 §7): the account edit sends name and mobile, profile setup
 * sends mobile, visa date and centre (its other fields are accepted and ignored: the e-mail is not editable).
 */
export const saveProfileSchema = z.object({
  full_name: z.preprocess(emptyToUndefined, fullNameSchema.optional()),
  mobile_number: mobileSchema,
  visa_date: visaDateSchema,
  visa_center: visaCenterSchema,
  email_address: z.string().optional(),
  password: z.string().optional(),
  ...planChoice,
});
export type SaveProfileInput = z.infer<typeof saveProfileSchema>;

/** My Account's profile edit (001 §5): name and mobile, both required; the e-mail is not editable. */
export const profileEditFormSchema = z.object({ full_name: fullNameSchema, mobile_number: mobileSchema });

/** The profile-setup page's own check of the mobile, with its wording (000 §5). */
export const profileSetupFormSchema = z.object({
  mobile_number: setupMobileSchema,
  visa_date: visaDateSchema,
  visa_center: visaCenterSchema,
});

export const changePasswordSchema = z.object({
  old_password: z.preprocess(emptyToUndefined, z.string().max(1024).optional()),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form (001 §5): the new password must differ from the old for password accounts. */
export const changePasswordFormSchema = changePasswordSchema.refine(
  (value) => value.old_password === undefined || value.old_password !== value.new_password,
  { message: M.passwordSameAsOld, path: ['new_password'] },
);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: requiredText(M.resetTokenMissing).max(200, M.resetLinkInvalid),
  new_password: passwordSchema,
});

/** The reset page's form: both fields match, then the password rules. */
export const resetPasswordFormSchema = z
  .object({
    token: requiredText(M.resetTokenMissing),
    new_password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine((value) => value.new_password === value.confirm_password, { message: M.passwordsDoNotMatch, path: ['confirm_password'] });

// ─── Responses ───────────────────────────────────────────────────────────────

/** Register, login and Google answer with the token and what the client stores as `userData`. */
export const authResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  token: z.string(),
  expires_at: z.string(),
  user_id: z.string(),
  resourceid: z.string(),
  full_name: z.string(),
  email_address: z.string(),
  sso: z.union([z.literal(0), z.literal(1)]),
  picture: z.string().nullable(),
  account_type: z.string(),
  mobile_number: z.string().nullable(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerResponseSchema = authResponseSchema.extend({
  /** The sign-up order created for the chosen plan (payments pick it up); null when billing declined one. */
  order_id: z.string().nullable(),
  order_status: z.string().nullable(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const googleAuthResponseSchema = registerResponseSchema.extend({
  new_user: z.boolean(),
  /** Where the client goes after Google sign-in (000 §4): /dashboard with a mobile number, else /profile-update. */
  has_mobile: z.boolean(),
});
export type GoogleAuthResponse = z.infer<typeof googleAuthResponseSchema>;

/** Languages of the signed-in app (issue 18); the marketing pages stay English. */
export const APP_LANGUAGES = ['en', 'hi'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const saveLanguageSchema = z.object({
  language: z.enum(APP_LANGUAGES, { error: ACCOUNT_MESSAGES.languageUnsupported }),
});
export type SaveLanguageInput = z.infer<typeof saveLanguageSchema>;

export const profileResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    full_name: z.string(),
    email_address: z.string(),
    mobile_number: z.string().nullable(),
    visa_date: z.string().nullable(),
    visa_center: z.string().nullable(),
    sso: z.union([z.literal(0), z.literal(1)]),
    picture: z.string().nullable(),
    created_date: z.string(),
    /** Lets the web app show the admin console to admins; every admin request is checked on the server. */
    role: z.enum(['user', 'admin']),
    /** The signed-in app's language once the user has chosen it; null until then, when the browser's language is used. */
    language: z.enum(APP_LANGUAGES).nullable(),
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const messageResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const changePasswordResponseSchema = messageResponseSchema.extend({
  /** Changing the password revokes earlier tokens; this one keeps the current browser signed in. */
  token: z.string(),
  expires_at: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
