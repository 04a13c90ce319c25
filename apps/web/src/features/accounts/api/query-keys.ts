/** Every cached read of the accounts feature, by key: the reads below and the invalidations after changes use these. */
export const accountKeys = {
  profile: ['accounts', 'profile'],
  activeSubscriptions: ['accounts', 'active-subscriptions'],
} as const;
