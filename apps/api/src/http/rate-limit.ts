import { Redis } from 'ioredis';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** Counter name, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

export interface RateLimiter {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Fixed-window counters in process memory: right for one process, the embedded default. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(rule, key) {
      const id = `${rule.name}:${key}`;
      const time = now();
      let window = windows.get(id);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(id, window);
      }
      window.count += 1;
      return verdict(rule, window.count, window.resetAt - time);
    },
    async reset(rule, key) {
      windows.delete(`${rule.name}:${key}`);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/**
 * Counts a hit and starts the window in one step inside Redis: a counter can never be left without its expiry
 * (which would lock its key out for good) by a process that dies between the two.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** The same counters in Redis, shared by every API process. */
export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hit = (redis as unknown as { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> }).rateLimitHit.bind(redis);
  return {
    async hit(rule, key) {
      const [count, remainingMs] = await hit(`visaready:rl:${rule.name}:${key}`, rule.windowMs);
      return verdict(rule, count, remainingMs);
    },
    async reset(rule, key) {
      await redis.del(`visaready:rl:${rule.name}:${key}`);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function verdict(rule: RateLimitRule, count: number, remainingMs: number): RateLimitVerdict {
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count), retryAfterMs: remainingMs };
}

/** Counts one hit and throws the 429 error when the rule is exceeded; `message` words it for the wait left. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  key: string,
  message?: (retryAfterSeconds: number) => string,
): Promise<void> {
  const result = await limiter.hit(rule, key);
  if (!result.allowed) throw tooManyRequests(result.retryAfterMs / 1000, message?.(result.retryAfterMs / 1000));
}
