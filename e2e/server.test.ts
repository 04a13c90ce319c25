import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { availableDrivers, createTestDatabase } from '../apps/api/src/testing/databases';
import { apiRequest, registerAccount } from './support/accounts';
import { startServer } from './support/server';

const postgres = (await availableDrivers()).includes('postgres');

describe('the server process', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('serves the app and every client route from the built bundle', async () => {
    const server = await startServer();
    folders.push(server.dataDir);
    try {
      const page = async (route: string) => {
        const response = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
        expect(response.status, route).toBe(200);
        return response.text();
      };
      // The landing page is prerendered at build time; every other route is the app's shell, rendered in the browser.
      expect(await page('/')).toContain('<h1 id="hero-title" class="hero__title">Let AI train your VISA Interview</h1>');
      for (const route of ['/dashboard', '/scoreresult/a/1/2', '/unknown'])
        expect(await page(route), route).toContain('<div id="root"></div>');
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('refuses a second server on the same data folder with a clear message', async () => {
    const first = await startServer();
    folders.push(first.dataDir);
    try {
      await expect(startServer({ dataDir: first.dataDir })).rejects.toThrow(/already using the data directory/);
    } finally {
      await first.stop();
    }
  });

  it.skipIf(!postgres)('lets any number of servers share a data folder on PostgreSQL, where no lock is needed', async () => {
    const database = await createTestDatabase('postgres');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-shared-'));
    folders.push(dataDir);
    const env = { DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '' };
    // Started together: they also generate the secrets they share in the folder at the same moment.
    const servers = await Promise.all([startServer({ dataDir, env }), startServer({ dataDir, env })]);
    try {
      for (const server of servers) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      // One secret came out of the race: a session made on one server is good on the other.
      const account = await registerAccount(servers[0].url);
      expect(await apiRequest(servers[1].url, '/get_user_profile', account.token)).toMatchObject({ status: 'success' });
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
    }
  });

  it('exits cleanly within 10 s on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await startServer();
      folders.push(server.dataDir);
      const { code, elapsedMs } = await server.stop(signal);
      expect(code, signal).toBe(0);
      expect(elapsedMs, signal).toBeLessThan(10_000);
      expect(fs.existsSync(path.join(server.dataDir, 'server.lock')), signal).toBe(false);
    }
  });

  it('on SIGTERM reports the drain to readiness, answers every request in flight or on open connections, then exits', async () => {
    const server = await startServer();
    folders.push(server.dataDir);
    // Four kept-alive connections for 24 requests: most go out on a connection opened before SIGTERM.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let sent = 0;
    const send = () =>
      new Promise<number | string>((resolve) => {
        // Each for another account, so the sign-in limits (per account and client) stay out of the way.
        const body = JSON.stringify({ identifier: `nobody${sent++}@example.com`, password: 'Wrong#123' });
        const request = http.request(
          `${server.url}/api/login`,
          { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        request.end(body);
      });
    const inFlight = Array.from({ length: 24 }, send);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopped = server.stop('SIGTERM');
    // While it drains, readiness says so, so a balancer stops sending before the port closes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const readiness = await fetch(`${server.url}/api/ready`).then(
      (response) => response.status,
      () => 'refused',
    );
    const outcomes = await Promise.all(inFlight);
    agent.destroy();
    expect((await stopped).code).toBe(0);
    // Each was answered as a wrong sign-in would be: no 503 from the closing server, no reset connection.
    expect(outcomes.filter((outcome) => outcome !== 404 && outcome !== 401)).toEqual([]);
    expect(readiness).toBe(503);
  });

  it('keeps its data across a restart', async () => {
    const first = await startServer();
    folders.push(first.dataDir);
    await first.stop();

    const pgliteDir = path.join(first.dataDir, 'pglite');
    const direct = await PGlite.create(pgliteDir);
    await direct.query(`insert into waitlist_entries (email, source) values ('kept@example.com', 'restart-test')`);
    await direct.close();

    const second = await startServer({ dataDir: first.dataDir });
    await second.stop();

    const reopened = await PGlite.create(pgliteDir);
    const { rows } = await reopened.query<{ email: string }>('select email from waitlist_entries');
    await reopened.close();
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
  });
});
