import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Counts each user's open transcription streams so one account cannot hold more than its share of decoders. One
 * process counts in memory; several count in Redis (REDIS_URL), so the bound holds across every speech process.
 */
export interface StreamRegistry {
  /** Takes a slot for the user; undefined when the user already has the maximum open. */
  acquire(userId: string): Promise<StreamSlot | undefined>;
  close(): Promise<void>;
}

export interface StreamSlot {
  /** Gives the slot back; a second call does nothing. */
  release(): void;
}

/** In this process's memory: right for one process. */
export function createMemoryStreamRegistry(maxPerUser: number): StreamRegistry {
  const counts = new Map<string, number>();
  return {
    async acquire(userId) {
      const open = counts.get(userId) ?? 0;
      if (open >= maxPerUser) return undefined;
      counts.set(userId, open + 1);
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          const left = (counts.get(userId) ?? 0) - 1;
          if (left > 0) counts.set(userId, left);
          else counts.delete(userId);
        },
      };
    },
    close: async () => counts.clear(),
  };
}

/** How long a slot outlives the process holding it, if that process dies without giving it back. */
const STREAM_LEASE_MS = 60_000;

/** Redis's clock in milliseconds, as `nowMs`. */
const NOW_MS = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)`;

const ACQUIRE_SCRIPT = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', nowMs)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], nowMs + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

const RENEW_SCRIPT = `${NOW_MS}
redis.call('ZADD', KEYS[1], nowMs + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

interface StreamScripts {
  acquireStreamSlot(key: string, member: string, max: number, leaseMs: number): Promise<number>;
  renewStreamSlot(key: string, member: string, leaseMs: number): Promise<number>;
}

/**
 * In Redis, shared by every speech process. A slot is a lease in the user's sorted set (member: this process's id
 * and the stream's number; score: when the lease ends, on Redis's clock, so the processes' clocks never matter),
 * taken by one script that first drops lapsed leases. The process renews its leases while the streams are open, so
 * a process that dies frees its users' slots within one lease instead of never.
 */
export function createRedisStreamRegistry(url: string, maxPerUser: number, leaseMs = STREAM_LEASE_MS): StreamRegistry {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.defineCommand('acquireStreamSlot', { numberOfKeys: 1, lua: ACQUIRE_SCRIPT });
  redis.defineCommand('renewStreamSlot', { numberOfKeys: 1, lua: RENEW_SCRIPT });
  const scripts = redis as unknown as StreamScripts;
  const processId = randomUUID();
  let nextStream = 1;
  /** Leases this process holds: member → key. */
  const held = new Map<string, string>();
  const renewal = setInterval(() => {
    for (const [member, key] of held) void scripts.renewStreamSlot(key, member, leaseMs).catch(() => undefined);
  }, leaseMs / 3);
  renewal.unref();

  return {
    async acquire(userId) {
      const key = `visaready:speech:streams:${userId}`;
      const member = `${processId}:${nextStream++}`;
      if ((await scripts.acquireStreamSlot(key, member, maxPerUser, leaseMs)) !== 1) return undefined;
      held.set(member, key);
      return {
        release() {
          if (!held.delete(member)) return;
          // A lost release only keeps the slot until its lease ends.
          void redis.zrem(key, member).catch(() => undefined);
        },
      };
    },
    async close() {
      clearInterval(renewal);
      const leases = [...held];
      held.clear();
      await Promise.all(leases.map(([member, key]) => redis.zrem(key, member).catch(() => undefined)));
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
