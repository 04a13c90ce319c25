import { SUBSCRIPTIONS_SCOPE } from '../../../lib/query-scopes';

/** Every cached read of the billing feature, by key. A verified payment invalidates every read (use-payment). */
export const billingKeys = {
  plans: ['billing', 'plans'],
  /** Under the subscriptions root: a cancelled renewal (My Account) refreshes it with the active list. */
  history: [...SUBSCRIPTIONS_SCOPE, 'history'],
} as const;
