import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createRedisChannel } from '../system/redis-channel';

/**
 * Tells every process that a user's tokens were just revoked — sign-out, password change or reset — so that their
 * open transcription sockets close at once and cached token checks are dropped. One process needs nothing more
 * than an event emitter; several share the notice over Redis pub/sub (REDIS_URL). The periodic token re-check of a
 * socket stays the backstop either way.
 */
export interface TokenRevocations {
  /** True when the notice reaches every process (one process, or Redis): caches may rely on it. */
  readonly processWide: boolean;
  announce(userId: string): void;
  /** Calls `listener` when the user's tokens are revoked; returns the function that stops watching. */
  watch(userId: string, listener: () => void): () => void;
  /** Calls `listener` for every revocation; returns the function that stops watching. */
  watchAll(listener: (userId: string) => void): () => void;
  close(): Promise<void>;
}

const ALL = Symbol('all revocations');

function localRevocations(processWide: boolean, publish?: (userId: string) => void) {
  const emitter = new EventEmitter();
  // One listener per open stream of a user; the per-user stream cap bounds them, not this.
  emitter.setMaxListeners(0);
  // Every-user listeners (the token cache) first: a user's own watchers re-check the token at once, synchronously
  // as far as the cache, and must not find the revoked user still cached.
  const deliver = (userId: string) => {
    emitter.emit(ALL, userId);
    emitter.emit(userId);
  };
  const revocations: TokenRevocations = {
    processWide,
    announce(userId) {
      deliver(userId);
      publish?.(userId);
    },
    watch(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    watchAll(listener) {
      emitter.on(ALL, listener);
      return () => emitter.off(ALL, listener);
    },
    close: async () => undefined,
  };
  return { revocations, deliver };
}

/**
 * In this process only. `processWide` says whether that is enough: it is with the embedded database (one process
 * holds its lock), not when processes share a PostgreSQL server without Redis.
 */
export function createTokenRevocations(processWide = true): TokenRevocations {
  return localRevocations(processWide).revocations;
}

const CHANNEL = 'visaready:token-revocations';

/** Over Redis pub/sub: a notice is delivered here at once and to the other processes through the channel. */
export function createRedisTokenRevocations(url: string): TokenRevocations {
  const origin = randomUUID();
  const channel = createRedisChannel<{ origin: string; userId: string }>(url, CHANNEL, (notice) => {
    if (notice.origin !== origin && typeof notice.userId === 'string') deliver(notice.userId);
  });
  const { revocations, deliver } = localRevocations(true, (userId) => void channel.publish({ origin, userId }));
  return { ...revocations, close: () => channel.close() };
}
