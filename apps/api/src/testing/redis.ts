import net from 'node:net';

/** The Redis the shared-state tests use (the local one by default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let reachable: Promise<boolean> | undefined;

/**
 * Whether Redis answers at TEST_REDIS_URL. Without it the Redis tests are skipped with a warning, except in CI, where
 * a missing Redis fails the run.
 */
export function redisAvailable(): Promise<boolean> {
  reachable ??= new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(TEST_REDIS_URL);
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  }).then((answered) => {
    if (answered) return true;
    if (process.env.CI) throw new Error(`Redis is required in CI but did not answer at ${TEST_REDIS_URL}`);
    console.warn(`\n⚠️  Redis did not answer at ${TEST_REDIS_URL}: the Redis tests are skipped (apt-get install redis-server).\n`);
    return false;
  });
  return reachable;
}
