/** Delays of the sign-in and sign-up flows (000 §9). */
export const LOGIN_REDIRECT_MS = 1_000;
export const GOOGLE_REDIRECT_MS = 3_000;
export const SIGNUP_REDIRECT_MS = 3_000;
export const PAYMENT_STEP_DELAY_MS = 2_000;
export const EMAIL_SENT_REDIRECT_MS = 2_000;
