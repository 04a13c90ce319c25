/**
 * Query-key roots read under by more than one feature. Each feature keeps its own keys in
 * features/<domain>/api/query-keys.ts; a key starts with one of these roots when a change made in another feature
 * must refresh it, so that change invalidates the root without knowing the other feature's keys.
 */

/** The user's subscriptions: My Account's active list (accounts) and the subscription history (billing). */
export const SUBSCRIPTIONS_SCOPE = ['subscriptions'] as const;

/** The user's scores: the progress chart (interviews) draws practice answers (practice) as a series of their own. */
export const SCORES_SCOPE = ['scores'] as const;
