import { SUBSCRIPTIONS_SCOPE } from '../../../lib/query-scopes';

/** Every cached read of the accounts feature, by key: the reads below and the invalidations after changes use these. */
export const accountKeys = {
  profile: ['accounts', 'profile'],
  /** Under the subscriptions root: a payment or a cancelled renewal refreshes it with billing's history. */
  activeSubscriptions: [...SUBSCRIPTIONS_SCOPE, 'active'],
} as const;
