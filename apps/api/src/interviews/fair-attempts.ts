import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { reclaimUnshownStarts } from './repository';

/**
 * A start takes one test from the licence at once (so two starts racing for the last test cannot both win),
 * but an attempt only counts as used once its first question has been shown. A session whose first attempt
 * never showed a question nor took an answer can be resumed for this long; after that a scheduled job deletes it
 * and returns its test.
 * See docs/decisions/003-fair-attempts.md.
 */
export const UNSHOWN_START_GRACE_MS = 24 * 60 * 60 * 1000;

export function unshownStartCutoff(now: Date): Date {
  return new Date(now.getTime() - UNSHOWN_START_GRACE_MS);
}

export const RECLAIM_STARTS_JOB = 'interviews.reclaim-unshown-starts';
const RECLAIM_CRON = '*/15 * * * *';

/**
 * Every 15 minutes, returns the tests of starts that showed no question and took no answer within the grace
 * period. A scheduled job rather than part of a read: listing interviews must not write.
 */
export function defineReclaimStartsJob(db: Database, jobs: JobQueue, log: FastifyBaseLogger) {
  jobs.define(
    RECLAIM_STARTS_JOB,
    async () => {
      const reclaimed = await reclaimUnshownStarts(db, undefined, unshownStartCutoff(new Date()));
      if (reclaimed > 0) log.info({ reclaimed }, 'unshown interview starts reclaimed');
    },
    { cron: RECLAIM_CRON, policy: 'singleton' },
  );
}
