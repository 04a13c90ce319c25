import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../db/client';

/** pg-boss 12 migrates its schema from version 25 (pg-boss 11) on; pg-boss 10, which this app used before, left 24. */
const OLDEST_MIGRATABLE_VERSION = 25;
const UNFINISHED_STATES = ['created', 'retry', 'active'];

export interface RetiredJob {
  name: string;
  data: object | null;
  singletonKey: string | null;
  startAfter: Date;
  priority: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * A queue schema too old for pg-boss to migrate is renamed `<schema>_v<version>` (kept for the operator to inspect
 * or drop) and its unfinished jobs are returned, to be queued again once pg-boss has made a new schema. Without
 * this, a database that pg-boss 10 set up would stop the app from starting. Runs under the queue setup lock.
 */
export async function retireOldQueueSchema(executor: SqlExecutor, schema: string, logger: FastifyBaseLogger): Promise<RetiredJob[]> {
  const { rows: tables } = await executor.executeSql(
    "select 1 from information_schema.tables where table_schema = $1 and table_name = 'version'",
    [schema],
  );
  if (tables.length === 0) return [];
  const { rows } = await executor.executeSql(`select version from ${quoted(schema)}.version`);
  const version = Number((rows[0] as { version?: number } | undefined)?.version ?? OLDEST_MIGRATABLE_VERSION);
  if (version >= OLDEST_MIGRATABLE_VERSION) return [];

  const retired = `${schema}_v${version}`;
  const { rows: jobs } = await executor.executeSql(
    `select name, data, singleton_key as "singletonKey", start_after as "startAfter", priority,
            retry_limit as "retryLimit", retry_delay as "retryDelay", retry_backoff as "retryBackoff"
       from ${quoted(schema)}.job where state::text = any($1) order by created_on`,
    [UNFINISHED_STATES],
  );
  await executor.executeSql(`alter schema ${quoted(schema)} rename to ${quoted(retired)}`);
  logger.warn(
    { schema, retired, version, jobs: jobs.length },
    'job queue schema too old to migrate: kept aside, its unfinished jobs queued again',
  );
  return (jobs as RetiredJob[]).map((job) => ({ ...job, startAfter: new Date(job.startAfter) }));
}
