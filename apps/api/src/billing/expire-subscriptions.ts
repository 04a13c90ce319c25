import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { expireDueSubscriptions } from './billing-repository';

export const EXPIRE_SUBSCRIPTIONS_JOB = 'billing.expire-subscriptions';
/** A sweep every 5 minutes catches anything a per-subscription job missed (e.g. one enqueued before a crash). */
const SWEEP_CRON = '*/5 * * * *';

/**
 * Active → Expired once expiry_date has passed, for everything that does not renew (a renewing plan waits for its
 * charge: renew-subscriptions.ts). Returns how many expired.
 */
export async function expireSubscriptions({ db, log }: { db: Database; log: FastifyBaseLogger }, { now }: { now: Date }) {
  const expired = await expireDueSubscriptions(db, now);
  if (expired > 0) log.info({ expired }, 'subscriptions expired');
  return expired;
}

/** A job at each subscription's expiry plus a periodic sweep. */
export function defineExpiryJob(db: Database, jobs: JobQueue, log: FastifyBaseLogger) {
  jobs.define(EXPIRE_SUBSCRIPTIONS_JOB, async () => void (await expireSubscriptions({ db, log }, { now: new Date() })), {
    cron: SWEEP_CRON,
  });
}

/** Queues the expiry of a subscription that will not renew, so it ends on time rather than at the next sweep. */
export async function scheduleExpiryAt(jobs: JobQueue, log: FastifyBaseLogger, expiryDate: Date | null) {
  if (!expiryDate) return;
  try {
    await jobs.enqueue(EXPIRE_SUBSCRIPTIONS_JOB, {}, { startAfter: expiryDate });
  } catch (error) {
    // The payment is already recorded; a missed schedule must not turn the user's success into an error.
    log.error({ err: error }, 'could not schedule subscription expiry');
  }
}
