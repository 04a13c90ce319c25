import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server';

describe('the server process', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('serves the app and every client route from the built bundle', async () => {
    const server = await startServer();
    folders.push(server.dataDir);
    try {
      for (const route of ['/', '/dashboard', '/scoreresult/a/1/2', '/unknown']) {
        const response = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
        expect(response.status, route).toBe(200);
        expect(await response.text(), route).toContain('<div id="root"></div>');
      }
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
