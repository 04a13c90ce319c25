import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { availableDrivers, createTestDatabase, type TestDatabase } from '../testing/databases';
import { createSignedInUser } from '../testing/fixtures';

const REDIS_URL = process.env.TEST_REDIS_URL;
const postgres = (await availableDrivers()).includes('postgres');

/** Two app processes on one PostgreSQL database, as behind a load balancer (in-process here, same code). */
async function twoProcesses(testDatabase: TestDatabase, env: Record<string, string>) {
  if (testDatabase.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-two-'));
  const boot = async (name: string) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      DATA_DIR: path.join(dataDir, name),
      PORT: '0',
      DATABASE_URL: testDatabase.target.kind === 'postgres' ? testDatabase.target.url : '',
      JWT_SECRET: 'two-processes-share-this-secret-of-32-chars!',
      ...env,
    });
    const database = await openDatabase(testDatabase.target);
    const app = await createApp({ config, database, startJobs: false });
    return { app, database };
  };
  const processes = [await boot('a'), await boot('b')];
  return {
    apps: processes.map(({ app }) => app) as [App, App],
    async close() {
      for (const { app, database } of processes) {
        await app.server.close();
        await database.close();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const profile = (app: App, token: string) =>
  app.server.inject({ method: 'GET', url: '/api/get_user_profile', headers: { authorization: `Bearer ${token}` } });

const signedIn = (app: App) => createSignedInUser({ database: app.deps.database, deps: app.deps });

describe.skipIf(!postgres || !REDIS_URL)('token revocations across processes sharing Redis', () => {
  let testDatabase: TestDatabase;
  let pair: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    pair = await twoProcesses(testDatabase, { REDIS_URL: REDIS_URL! });
  });
  afterAll(async () => {
    await pair?.close();
    await testDatabase?.drop();
  });

  it('a sign-out on one process refuses the token on the other at once, though the other had it cached', async () => {
    const [a, b] = pair.apps;
    const user = await signedIn(a);
    expect((await profile(b, user.token)).statusCode).toBe(200);
    expect((await profile(b, user.token)).statusCode).toBe(200);

    const noticed = new Promise<void>((resolve) => b.deps.revocations.watch(user.id, resolve));
    expect((await a.server.inject({ method: 'POST', url: '/api/logout', headers: user.auth })).statusCode).toBe(200);
    // The other process's open sockets are told (they close on this notice), and its cache forgets the user.
    await noticed;
    expect((await profile(b, user.token)).statusCode).toBe(401);
  });
});

describe.skipIf(!postgres)('token checks across processes without Redis', () => {
  let testDatabase: TestDatabase;
  let pair: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    pair = await twoProcesses(testDatabase, { REDIS_URL: '' });
  });
  afterAll(async () => {
    await pair?.close();
    await testDatabase?.drop();
  });

  it('caches nothing, so a sign-out on one process is seen by the next request on the other', async () => {
    const [a, b] = pair.apps;
    expect(b.deps.revocations.processWide).toBe(false);
    const user = await signedIn(a);
    expect((await profile(b, user.token)).statusCode).toBe(200);
    expect((await a.server.inject({ method: 'POST', url: '/api/logout', headers: user.auth })).statusCode).toBe(200);
    expect((await profile(b, user.token)).statusCode).toBe(401);
  });
});
