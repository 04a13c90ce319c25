import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { markUnpaidRenewalsDue } from './billing-repository';
import type { Payments } from './gateways/select-gateway';
import { deliverToWebhookHandler } from './razorpay-webhook';

export const RENEW_SUBSCRIPTIONS_JOB = 'billing.renew-subscriptions';
/** The job runs every RENEWAL_SWEEP_MINUTES minutes, on the minute (UTC cron). */
export const RENEWAL_SWEEP_MINUTES = 5;
/**
 * How long after a period ends its renewal charge may take to be reported before the subscription shows Payment
 * Due (Razorpay charges at the cycle's end and reports the charge by webhook, usually within minutes).
 */
export const RENEWAL_CHARGE_GRACE_MS = 60 * 60_000;

export interface RenewalDeps {
  db: Database;
  payments: Payments;
  log: FastifyBaseLogger;
}

/**
 * One run of the renewal job at `now`. With the sandbox gateway its billing clock advances first: each charge, failed
 * charge and cancellation due by then happens and is reported by a signed webhook to the same handler as Razorpay's.
 * Then, whatever the gateway, a renewing subscription whose period ended more than the grace ago without a charge
 * shows "In Progress - Payment Due" (its tests unusable) until a charge arrives or renewal is cancelled.
 */
export async function renewSubscriptions({ db, payments, log }: RenewalDeps, { now }: { now: Date }) {
  const sandboxWebhooks = payments.sandbox ? await payments.sandbox.advance(now, deliverToWebhookHandler(payments.sandbox, log, now)) : 0;
  const paymentDue = await markUnpaidRenewalsDue(db, new Date(now.getTime() - RENEWAL_CHARGE_GRACE_MS), now);
  if (sandboxWebhooks > 0 || paymentDue > 0) log.info({ sandboxWebhooks, paymentDue }, 'renewals run');
  return { sandboxWebhooks, paymentDue };
}

export function defineRenewalJob(deps: RenewalDeps, jobs: JobQueue) {
  jobs.define(RENEW_SUBSCRIPTIONS_JOB, async () => void (await renewSubscriptions(deps, { now: new Date() })), {
    cron: `*/${RENEWAL_SWEEP_MINUTES} * * * *`,
  });
}
