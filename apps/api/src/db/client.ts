import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL access for libraries that bring their own queries (the job queue). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while this process holds the advisory lock `key` (on a connection of its own, so `work` may use any),
   * so that processes sharing the database take turns; the embedded database has only one process.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
}

export interface DatabaseHandle {
  driver: 'pglite' | 'postgres';
  db: Database;
  executor: SqlExecutor;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

/** Works both from src/db (tests, tsx) and from the bundled dist/ where the build copies the folder. */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// A fixed key so that concurrent API processes apply migrations one at a time.
const MIGRATION_LOCK_KEY = 7_301_905_213;

/** The rows of every statement of a multi-statement query, in order, as one result. */
function rowsOfEvery(results: readonly { rows: unknown[] }[]): { rows: unknown[] } {
  return { rows: results.flatMap((result) => result.rows) };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    driver: 'pglite',
    db: db as unknown as Database,
    executor: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // Parameterless calls may carry several statements (the job queue's set-up and claims); pg-boss reads the rows
        // of every one of them.
        return rowsOfEvery(await client.exec(text));
      },
      exclusively: (_key, work) => work(),
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const migrationClient = await pool.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(migrationClient, { schema }), { migrationsFolder });
  } finally {
    await migrationClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    migrationClient.release();
  }
  const db = drizzlePostgres(pool, { schema });
  return {
    driver: 'postgres',
    db: db as unknown as Database,
    executor: {
      async executeSql(text, values) {
        const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
        return Array.isArray(result) ? rowsOfEvery(result) : result;
      },
      async exclusively(key, work) {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [key]);
          return await work();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          lockClient.release();
        }
      },
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
