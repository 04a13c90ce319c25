import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlExecutor } from '../db/client';

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

const DEFAULT_OPTIONS: JobOptions = { retryLimit: 5, retryDelaySeconds: 2, retryBackoff: true };
/** Beside the migration and seed locks (db/client.ts, db/seed): processes set up the queue one at a time. */
const QUEUE_SETUP_LOCK_KEY = 7_301_905_215;

/**
 * Durable jobs on pg-boss, in the same PostgreSQL (or PGlite) database as the data they act on:
 * retried with backoff, and picked up again after a restart.
 */
export function createJobQueue(executor: SqlExecutor, logger: FastifyBaseLogger, pollingIntervalSeconds = 0.5): JobQueue {
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
      return boss.send(kind, data, { ...definition.defaults, ...options });
    },
    async start({ work = true } = {}) {
      // pg-boss's cron clock and maintenance are work too: a sending process runs neither.
      const running = new PgBoss({ db: executor, schema: 'pgboss', supervise: work, schedule: work, migrate: true });
      running.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      boss = running;
      // Processes starting together on a fresh database would race on pg-boss's schema (its own lock does not stop
      // two CREATE SCHEMA) and deadlock on the queues, each a row and a partition table: they take turns.
      await executor.exclusively(QUEUE_SETUP_LOCK_KEY, async () => {
        await running.start();
        started = true;
        for (const { kind, policy, cron } of definitions.values()) {
          await running.createQueue(kind, { name: kind, ...(policy ? { policy } : {}) });
          // A queue made before its policy was declared takes it now (only the policy changes).
          if (policy) await running.updateQueue(kind, { name: kind, policy });
          // pg-boss keeps one schedule per queue and only accepts it once running; declaring it again is an upsert.
          if (cron) await running.schedule(kind, cron, {}, { tz: 'UTC' });
        }
      });
      if (!work) return;
      for (const definition of definitions.values()) {
        await running.work(definition.kind, { pollingIntervalSeconds, batchSize: definition.batchSize }, async (jobs) => {
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
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
