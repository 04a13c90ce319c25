/** Every cached read of the billing feature, by key. A verified payment invalidates every read (use-payment). */
export const billingKeys = {
  plans: ['billing', 'plans'],
  history: ['billing', 'subscription-history'],
} as const;
