import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDrivers } from '../testing/databases';
import { createSignedInUser } from '../testing/fixtures';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';
import { createProcessPair, type TestApp } from '../testing/test-app';
import { createTokenRevocations } from './token-revocations';

const postgres = (await availableDrivers()).includes('postgres');
const redisUp = await redisAvailable();

/** Two app processes on one PostgreSQL database, as behind a load balancer. */
const twoProcesses = (env: Record<string, string>) => createProcessPair({ startJobs: false, env });

const profile = (app: TestApp, token: string) =>
  app.request({ method: 'GET', url: '/api/get_user_profile', headers: { authorization: `Bearer ${token}` } });

describe.skipIf(!postgres || !redisUp)('token revocations across processes sharing Redis', () => {
  let pair: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    pair = await twoProcesses({ REDIS_URL: TEST_REDIS_URL });
  });
  afterAll(() => pair?.close());

  it('a sign-out on one process refuses the token on the other at once, though the other had it cached', async () => {
    const [a, b] = pair.apps;
    const user = await createSignedInUser(a);
    expect((await profile(b, user.token)).statusCode).toBe(200);
    expect((await profile(b, user.token)).statusCode).toBe(200);

    const noticed = new Promise<void>((resolve) => b.deps.revocations.watch(user.id, resolve));
    expect((await a.request({ method: 'POST', url: '/api/logout', headers: user.auth })).statusCode).toBe(200);
    // The other process's open sockets are told (they close on this notice), and its cache forgets the user.
    await noticed;
    expect((await profile(b, user.token)).statusCode).toBe(401);
  });
});

describe.skipIf(!postgres)('token checks across processes without Redis', () => {
  let pair: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    pair = await twoProcesses({ REDIS_URL: '' });
  });
  afterAll(() => pair?.close());

  it('caches nothing, so a sign-out on one process is seen by the next request on the other', async () => {
    const [a, b] = pair.apps;
    expect(b.deps.revocations.processWide).toBe(false);
    const user = await createSignedInUser(a);
    expect((await profile(b, user.token)).statusCode).toBe(200);
    expect((await a.request({ method: 'POST', url: '/api/logout', headers: user.auth })).statusCode).toBe(200);
    expect((await profile(b, user.token)).statusCode).toBe(401);
  });
});

describe('token revocations in one process', () => {
  it("tell the every-user listeners (the token cache) before the user's own watchers, which re-check the token at once", () => {
    const revocations = createTokenRevocations();
    const heard: string[] = [];
    revocations.watch('user-1', () => heard.push('watcher'));
    revocations.watchAll(() => heard.push('cache'));
    revocations.announce('user-1');
    expect(heard).toEqual(['cache', 'watcher']);
  });
});
