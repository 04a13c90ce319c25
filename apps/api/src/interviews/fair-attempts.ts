/**
 * A start takes one test from the licence at once (so two starts racing for the last test cannot both win),
 * but an attempt only counts as used once its first question has been shown. A session whose first attempt
 * never showed a question can be resumed for this long; after that it is deleted and its test is returned.
 * See docs/decisions/003-fair-attempts.md.
 */
export const UNSHOWN_START_GRACE_MS = 24 * 60 * 60 * 1000;

export function unshownStartCutoff(now: Date): Date {
  return new Date(now.getTime() - UNSHOWN_START_GRACE_MS);
}
