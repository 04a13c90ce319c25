import crypto from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../db/client';

export type TestDriver = 'pglite' | 'postgres';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let driversPromise: Promise<TestDriver[]> | undefined;

/**
 * The databases API tests run against: PGlite always, PostgreSQL when a server answers at
 * TEST_DATABASE_URL (default the local one). In CI a missing server is a failure, not a skip.
 */
export function availableDrivers(): Promise<TestDriver[]> {
  driversPromise ??= postgresReachable().then((reachable) => {
    if (reachable) return ['pglite', 'postgres'];
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI but did not answer at ${ADMIN_URL}`);
    console.warn(
      `\n⚠️  PostgreSQL did not answer at ${ADMIN_URL}: API tests run on PGlite only.\n` +
        '   Start a PostgreSQL 15+ server (apt-get install postgresql) or set TEST_DATABASE_URL to run them on PostgreSQL too.\n',
    );
    return ['pglite'];
  });
  return driversPromise;
}

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** A database of its own for one test file: in-memory PGlite, or a fresh database on the server. */
export async function createTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === 'pglite') return { target: { kind: 'pglite', dataDir: undefined }, drop: async () => undefined };
  const name = `visaready_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
