import { setTimeout as sleep } from 'node:timers/promises';
import { PgBoss, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../db/client';
import { type RetiredJob, retireOldQueueSchema } from './retire-old-schema';

export interface JobOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Exponential backoff between retries. */
  retryBackoff?: boolean;
  /** Jobs with the same key are not queued twice while one is waiting. */
  singletonKey?: string;
  startAfter?: Date | number;
}

export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<void>;

/** pg-boss queue policies; `stately` keeps at most one waiting and one running job per singleton key. */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

interface JobDefinition {
  kind: string;
  handler: JobHandler<never>;
  defaults: JobOptions;
  batchSize: number;
  cron: string | undefined;
  policy: QueuePolicy | undefined;
}

export interface JobDefinitionOptions extends JobOptions {
  batchSize?: number;
  policy?: QueuePolicy;
  /** Also run the job on this schedule (UTC cron), declared when the queue starts. */
  cron?: string;
}

export interface JobQueue {
  /** Declares a job kind and its handler; call before start(). */
  define<T extends object>(kind: string, handler: JobHandler<T>, options?: JobDefinitionOptions): void;
  enqueue<T extends object>(kind: string, data: T, options?: JobOptions): Promise<string | null>;
  /**
   * Starts the queue. With `work: false` this process only sends jobs: no job, schedule or maintenance runs here, and
   * the processes that do work (ROLE worker or all) run each job once between them.
   */
  start(options?: { work?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** How long running jobs get to finish when the queue stops. */
const STOP_TIMEOUT_MS = 5_000;
const DEFAULT_OPTIONS: JobOptions = { retryLimit: 5, retryDelaySeconds: 2, retryBackoff: true };
/** Beside the migration and seed locks (db/client.ts, db/seed): processes set up the queue one at a time. */
const QUEUE_SETUP_LOCK_KEY = 7_301_905_215;

function sendOptions({ retryDelaySeconds, ...options }: JobOptions): SendOptions {
  return retryDelaySeconds === undefined ? options : { ...options, retryDelay: retryDelaySeconds };
}

/**
 * A queue made before its policy was declared takes it when it holds no job; pg-boss cannot change the policy of a
 * queue in place, and one that holds jobs keeps its policy (and says so) rather than lose them.
 */
async function adoptPolicy(boss: PgBoss, kind: string, policy: QueuePolicy, logger: FastifyBaseLogger): Promise<void> {
  const queue = await boss.getQueue(kind);
  if (!queue || queue.policy === policy) return;
  if (queue.queuedCount + queue.activeCount > 0) {
    logger.warn({ job: kind, policy: queue.policy, declared: policy }, 'job queue keeps its policy while it holds jobs');
    return;
  }
  await boss.deleteQueue(kind);
  await boss.createQueue(kind, { policy });
}

async function requeue(
  boss: PgBoss,
  jobs: readonly RetiredJob[],
  definitions: ReadonlyMap<string, JobDefinition>,
  logger: FastifyBaseLogger,
) {
  for (const { name, data, singletonKey, ...options } of jobs) {
    if (!definitions.has(name)) {
      logger.warn({ job: name }, 'an unfinished job of a kind no longer defined was not queued again');
      continue;
    }
    await boss.send(name, data ?? {}, { ...options, ...(singletonKey ? { singletonKey } : {}) });
  }
}

/**
 * Durable jobs on pg-boss, in the same PostgreSQL (or PGlite) database as the data they act on:
 * retried with backoff, and picked up again after a restart.
 */
export function createJobQueue(
  executor: SqlExecutor,
  logger: FastifyBaseLogger,
  pollingIntervalSeconds = 0.5,
  schema = 'pgboss',
): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  let boss: PgBoss | undefined;
  let started = false;

  return {
    define(kind, handler, { batchSize = 1, cron, policy, ...defaults } = {}) {
      if (started) throw new Error(`Job kind ${kind} defined after the queue started`);
      definitions.set(kind, {
        kind,
        handler: handler as JobHandler<never>,
        defaults: { ...DEFAULT_OPTIONS, ...defaults },
        batchSize,
        cron,
        policy,
      });
    },
    async enqueue(kind, data, options = {}) {
      const definition = definitions.get(kind);
      if (!definition) throw new Error(`Unknown job kind ${kind}`);
      if (!boss) throw new Error(`Job ${kind} enqueued before the queue started`);
      return boss.send(kind, data, sendOptions({ ...definition.defaults, ...options }));
    },
    async start({ work = true } = {}) {
      // pg-boss's cron clock and maintenance are work too: a sending process runs neither.
      const running = new PgBoss({ db: executor, schema, supervise: work, schedule: work, migrate: true });
      running.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
      boss = running;
      // Processes starting together on a fresh database would race on pg-boss's schema (its own lock does not stop
      // two CREATE SCHEMA) and deadlock on the queues, each a row and a partition table: they take turns.
      await executor.exclusively(QUEUE_SETUP_LOCK_KEY, async () => {
        const retired = await retireOldQueueSchema(executor, schema, logger);
        await running.start();
        started = true;
        for (const { kind, policy, cron } of definitions.values()) {
          await running.createQueue(kind, policy ? { policy } : {});
          if (policy) await adoptPolicy(running, kind, policy, logger);
          // pg-boss keeps one schedule per queue and only accepts it once running; declaring it again is an upsert.
          if (cron) await running.schedule(kind, cron, {}, { tz: 'UTC' });
        }
        await requeue(running, retired, definitions, logger);
      });
      if (!work) return;
      for (const definition of definitions.values()) {
        await running.work<unknown>(definition.kind, { pollingIntervalSeconds, batchSize: definition.batchSize }, async (jobs) => {
          for (const job of jobs) {
            const meta = { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 };
            try {
              await definition.handler(job.data as never, meta);
            } catch (error) {
              logger.warn({ err: error, job: definition.kind, jobId: job.id }, 'job failed; it will be retried');
              throw error;
            }
          }
        });
      }
    },
    async stop() {
      if (!started || !boss) return;
      started = false;
      // pg-boss 12 waits without end for its job cleanups when the database has gone away; shutting down must not.
      const given = new AbortController();
      const stopped = boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }).then(() => 'stopped' as const);
      const outcome = await Promise.race([
        stopped,
        sleep(STOP_TIMEOUT_MS + 1_000, 'gave up' as const, { signal: given.signal, ref: false }),
      ]);
      given.abort();
      if (outcome === 'gave up') logger.warn('job queue did not stop in time; shutting down without it');
    },
  };
}
