import { Redis } from 'ioredis';

export interface RedisChannel<T> {
  /** The connection that publishes, free for other commands too. */
  readonly redis: Redis;
  /** Best effort: a notice that cannot be sent is dropped. */
  publish(message: T): Promise<void>;
  close(): Promise<void>;
}

/**
 * A Redis pub/sub channel of JSON notices between processes: a connection that publishes (and runs other
 * commands) and one that only listens, as Redis requires. Anything on the channel that is not JSON, or that
 * `onMessage` throws on, is ignored.
 */
export function createRedisChannel<T>(url: string, name: string, onMessage: (message: Partial<T>) => void): RedisChannel<T> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  void subscriber.subscribe(name).catch(() => undefined);
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      onMessage(JSON.parse(raw) as Partial<T>);
    } catch {
      // Not ours: ignored.
    }
  });
  return {
    redis,
    publish: (message) =>
      redis.publish(name, JSON.stringify(message)).then(
        () => undefined,
        () => undefined,
      ),
    async close() {
      await Promise.all([redis.quit().catch(() => redis.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    },
  };
}
