import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';
import { createMemoryStreamRegistry, createRedisStreamRegistry, type StreamRegistry } from './stream-registry';

const MAX = 2;
const redisUp = await redisAvailable();
const newUser = () => `user-${crypto.randomBytes(6).toString('hex')}`;

const registries: Array<[string, () => StreamRegistry, boolean]> = [
  ['memory', () => createMemoryStreamRegistry(MAX), true],
  ['redis', () => createRedisStreamRegistry(TEST_REDIS_URL, MAX), redisUp],
];

describe.each(registries)('%s stream registry', (_name, create, available) => {
  const opened: StreamRegistry[] = [];
  const open = () => {
    const registry = create();
    opened.push(registry);
    return registry;
  };
  afterAll(async () => {
    for (const registry of opened) await registry.close();
  });

  it.skipIf(!available)('gives a user their share of streams, refuses one more, and frees a slot once on release', async () => {
    const registry = open();
    const user = newUser();
    const first = await registry.acquire(user);
    const second = await registry.acquire(user);
    expect(first && second).toBeTruthy();
    expect(await registry.acquire(user)).toBeUndefined();
    expect(await registry.acquire(newUser())).toBeDefined();

    first?.release();
    first?.release();
    expect(await registry.acquire(user)).toBeDefined();
    expect(await registry.acquire(user)).toBeUndefined();
  });
});

describe.skipIf(!redisUp)('stream registry shared through Redis', () => {
  const opened: StreamRegistry[] = [];
  const redis = new Redis(TEST_REDIS_URL);
  const open = (leaseMs?: number) => {
    const registry = createRedisStreamRegistry(TEST_REDIS_URL, MAX, leaseMs);
    opened.push(registry);
    return registry;
  };
  afterAll(async () => {
    for (const registry of opened) await registry.close();
    await redis.quit();
  });

  it('bounds a user across processes, even when every process asks at once', async () => {
    const [a, b] = [open(), open()];
    const user = newUser();
    const slots = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).acquire(user)));
    expect(slots.filter(Boolean)).toHaveLength(MAX);

    // A slot given back on one process is free on the other.
    slots.find(Boolean)?.release();
    await expect.poll(() => b.acquire(user)).toBeDefined();
  });

  it('keeps the leases of open streams alive, and frees those of a process that died without giving them back', async () => {
    const live = open(300);
    const user = newUser();
    expect(await live.acquire(user)).toBeDefined();
    expect(await live.acquire(user)).toBeDefined();
    // Several leases later the streams are still open, so still counted.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await open().acquire(user)).toBeUndefined();

    // Leases a dead process left behind (never renewed, now past their end) count for nothing.
    const orphaned = newUser();
    const pastMs = Date.now() - 1_000;
    await redis.zadd(`visaready:speech:streams:${orphaned}`, pastMs, 'dead-process:1', pastMs, 'dead-process:2');
    expect(await open().acquire(orphaned)).toBeDefined();
  });

  it('gives back every slot it holds when the process shuts down', async () => {
    const closing = createRedisStreamRegistry(TEST_REDIS_URL, MAX);
    const user = newUser();
    await closing.acquire(user);
    await closing.acquire(user);
    await closing.close();
    expect(await open().acquire(user)).toBeDefined();
  });
});
