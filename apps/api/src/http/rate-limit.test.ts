import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';
import { createMemoryRateLimiter, createRedisRateLimiter, enforceRateLimit, type RateLimiter } from './rate-limit';

const limiters: Array<[string, () => RateLimiter, boolean]> = [
  ['memory', () => createMemoryRateLimiter(), true],
  ['redis', () => createRedisRateLimiter(TEST_REDIS_URL), await redisAvailable()],
];

describe.each(limiters)('%s rate limiter', (_name, create, available) => {
  const opened: RateLimiter[] = [];
  afterAll(async () => {
    for (const limiter of opened) await limiter.close();
  });

  it.skipIf(!available)('counts concurrent hits exactly, every counter inside its window', async () => {
    const limiter = create();
    opened.push(limiter);
    const rule = { name: `test-${Math.random()}`, limit: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(rule, 'burst')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
    expect(verdicts.every((verdict) => verdict.retryAfterMs > 0 && verdict.retryAfterMs <= 60_000)).toBe(true);
  });

  it.skipIf(!available)('allows up to the limit in a window, then refuses with a retry time', async () => {
    const limiter = create();
    opened.push(limiter);
    const rule = { name: `test-${Math.random()}`, limit: 3, windowMs: 60_000 };
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit(rule, 'key'));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterMs).toBeGreaterThan(0);
    expect(verdicts[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.hit(rule, 'other-key')).allowed).toBe(true);
  });

  it.skipIf(!available)('opens a new window once the old one ends', async () => {
    const limiter = create();
    opened.push(limiter);
    const rule = { name: `test-${Math.random()}`, limit: 1, windowMs: 150 };
    expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
    expect((await limiter.hit(rule, 'k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.hit(rule, 'k')).allowed).toBe(true);
  });

  it.skipIf(!available)('throws a 429 error with Retry-After through enforceRateLimit', async () => {
    const limiter = create();
    opened.push(limiter);
    const rule = { name: `test-${Math.random()}`, limit: 1, windowMs: 30_000 };
    await enforceRateLimit(limiter, rule, 'k');
    await expect(enforceRateLimit(limiter, rule, 'k')).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '30' } });
  });
});
