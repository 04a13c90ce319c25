import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { processStartTime } from '../db/data-dir';
import { adminAuditLog, users } from '../db/schema';
import { runGrantAdmin } from './grant-admin-command';

/** `npm run admin:grant -- email` against the embedded database of a stopped server, as an operator runs it. */
describe('npm run admin:grant', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const run = async (args: string[]) => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runGrantAdmin(args, env(), { log: (line) => lines.push(line), error: (line) => errors.push(line) });
    return { code, lines, errors };
  };
  const withDatabase = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-grant-'));
    await withDatabase((db) => db.insert(users).values({ email: 'ops@example.com', fullName: 'Ops Person' }));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants the admin role to an existing account and records who did it', async () => {
    const granted = await run([' Ops@Example.com ']);
    expect(granted).toMatchObject({ code: 0, errors: [] });
    expect(granted.lines).toEqual(['ops@example.com is now an admin: the console is at /admin (from their next request).']);
    const { role, entries } = await withDatabase(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, 'ops@example.com'));
      return {
        role: user?.role,
        entries: await db
          .select()
          .from(adminAuditLog)
          .where(eq(adminAuditLog.targetId, user?.id ?? '')),
      };
    });
    expect(role).toBe('admin');
    expect(entries).toEqual([
      expect.objectContaining({ actorId: null, actorEmail: 'cli', action: 'user.grant-admin', targetType: 'user' }),
    ]);
    expect((await run(['ops@example.com'])).lines).toEqual(['ops@example.com is already an admin.']);
  });

  it('says clearly when no account has that e-mail, and how to call it', async () => {
    expect(await run(['nobody@example.com'])).toMatchObject({
      code: 1,
      errors: ['No account uses the e-mail nobody@example.com. The person must sign up first.'],
    });
    expect(await run([])).toMatchObject({ code: 2, errors: ['Usage: npm run admin:grant -- someone@example.com'] });
  });

  it('refuses the embedded database while a server holds it', async () => {
    // The lock of a live server: this test's parent process, named with its start time as a server names itself.
    const lockPath = path.join(dataDir, 'server.lock');
    fs.writeFileSync(lockPath, `${process.ppid} ${processStartTime(process.ppid) ?? ''}`.trim());
    try {
      const refused = await run(['ops@example.com']);
      expect(refused.code).toBe(1);
      expect(refused.errors[0]).toMatch(/Another VisaReady server \(pid \d+\) is already using the data directory/);
    } finally {
      fs.rmSync(lockPath, { force: true });
    }
  });
});
