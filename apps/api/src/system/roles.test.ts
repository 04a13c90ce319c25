import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../db/schema';
import { availableDrivers, createTestDatabase, type TestDatabase } from '../testing/databases';
import { createSignedInUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

const postgres = (await availableDrivers()).includes('postgres');
const SECRET = 'roles-share-this-secret-of-32-characters!';

/**
 * One process of each role on one PostgreSQL database (in-process here, same code as the built server): each serves
 * its part and the probes, and nothing else. The topology test (e2e/topology.test.ts) runs them as real processes
 * behind nginx.
 */
describe.skipIf(!postgres)('process roles', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const start = async (role: string) => {
    const url = database.target.kind === 'postgres' ? database.target.url : '';
    const app = await createTestApp('postgres', {
      sharedDatabase: database,
      // Processes without a shared disk (DATA_DIR) share their secrets through the environment.
      env: { ROLE: role, INSTANCE_ID: `${role}-1`, DATABASE_URL: url, JWT_SECRET: SECRET, MAIL_SEAL_KEY: SECRET },
    });
    apps.push(app);
    return app;
  };
  let api: TestApp;
  let speech: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    api = await start('api');
    speech = await start('speech');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  const get = (app: TestApp, url: string) => app.request({ method: 'GET', url });

  it('answers the probes in every role, naming the process that answered', async () => {
    for (const [app, name] of [
      [api, 'api-1'],
      [speech, 'speech-1'],
    ] as const) {
      for (const probe of ['/api/health', '/api/ready']) {
        const response = await get(app, probe);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-served-by']).toBe(name);
      }
    }
  });

  it('serves the API and its reference from an api process, but not the transcription socket', async () => {
    expect((await get(api, '/api/config')).statusCode).toBe(200);
    expect((await get(api, '/api/docs/json')).statusCode).toBe(200);
    expect((await get(api, '/api/get-all-interviews')).statusCode).toBe(401);
    expect(api.server.hasRoute({ method: 'GET', url: '/api/transcribe' })).toBe(false);
    expect((await get(api, '/api/transcribe')).statusCode).toBe(404);
  });

  it('serves the transcription socket from a speech process, and no other route', async () => {
    expect(speech.server.hasRoute({ method: 'GET', url: '/api/transcribe' })).toBe(true);
    for (const url of ['/api/config', '/api/docs/json', '/api/get-all-interviews', '/'])
      expect((await get(speech, url)).statusCode).toBe(404);
    expect((await speech.request({ method: 'POST', url: '/api/login', payload: {} })).statusCode).toBe(404);
  });

  it('runs the jobs an api process sends only in a worker process, which serves nothing but the probes', async () => {
    const user = await createSignedInUser(api);
    const sent = await api.request({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    expect(sent.statusCode).toBe(200);
    const mail = async () => (await api.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email)))[0];
    await vi.waitFor(async () => expect(await mail()).toBeDefined());
    // Queued by the api process, which never runs it (it polls every 0.5 s when it works).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await mail())?.status).not.toBe('sent');

    const worker = await start('worker');
    await vi.waitFor(async () => expect((await mail())?.status).toBe('sent'), { timeout: 20_000, interval: 200 });
    for (const url of ['/api/config', '/api/get-all-interviews', '/']) expect((await get(worker, url)).statusCode).toBe(404);
    expect((await get(worker, '/api/ready')).statusCode).toBe(200);
    expect(worker.server.hasRoute({ method: 'GET', url: '/api/transcribe' })).toBe(false);
  });
});
