/**
 * Counts each user's open transcription streams so one account cannot hold more than its share of
 * decoders. The count lives in this process's memory: with several API processes behind a load
 * balancer it would have to move to Redis (like the rate limiter) to be a global bound.
 */
export interface StreamRegistry {
  /** Takes a slot for the user; false when the user already has the maximum open. */
  acquire(userId: string): boolean;
  release(userId: string): void;
  openStreams(userId: string): number;
}

export function createStreamRegistry(maxPerUser: number): StreamRegistry {
  const counts = new Map<string, number>();
  return {
    acquire(userId) {
      const open = counts.get(userId) ?? 0;
      if (open >= maxPerUser) return false;
      counts.set(userId, open + 1);
      return true;
    },
    release(userId) {
      const open = (counts.get(userId) ?? 0) - 1;
      if (open > 0) counts.set(userId, open);
      else counts.delete(userId);
    },
    openStreams: (userId) => counts.get(userId) ?? 0,
  };
}
