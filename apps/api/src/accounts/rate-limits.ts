import type { RateLimitRule } from '../http/rate-limit';

const MINUTE = 60_000;

/**
 * DESIGN deviation 7. Fixed windows: a locked account opens again when its window ends, so an attacker
 * can slow sign-in to one account but never lock its owner out for good. A successful sign-in clears the
 * account's counter.
 */
export const ACCOUNT_RATE_LIMITS = {
  // Wrong passwords count per account *and* client, so a stranger elsewhere cannot lock the owner out; the
  // per-account limit is high enough that only a distributed attack reaches it.
  loginPerAccountAndClient: { name: 'login:account-client', limit: 10, windowMs: 15 * MINUTE },
  loginPerAccount: { name: 'login:account', limit: 100, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 100, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register:ip', limit: 20, windowMs: 60 * MINUTE },
  googlePerIp: { name: 'google:ip', limit: 60, windowMs: 15 * MINUTE },
  forgotPerIp: { name: 'forgot:ip', limit: 10, windowMs: 15 * MINUTE },
  // Per address whether or not it has an account, so the limit itself reveals nothing.
  forgotPerEmail: { name: 'forgot:email', limit: 3, windowMs: 60 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 20, windowMs: 15 * MINUTE },
  changePasswordPerUser: { name: 'change-password:user', limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
