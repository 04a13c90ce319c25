import type { Database } from '../db/client';
import {
  findPlanById,
  grantsForPlan,
  insertLicences,
  markActiveIfPaymentDue,
  recordPayment,
  type SubscriptionRow,
} from './billing-repository';
import { DAY_MS } from './plan-catalogue';

export interface VerifiedPayment {
  gateway: string;
  gatewayPaymentId: string;
  gatewayOrderId: string;
  amountPaise: number;
  source: 'checkout' | 'webhook';
  raw: unknown;
}

/**
 * Records a verified payment and moves its order to Active with the plan's licences — exactly once, however
 * many times and however concurrently the checkout callback and webhooks report the same payment.
 * Returns the activated subscription, or null when it was already active.
 */
export async function activateOrder(
  db: Database,
  subscription: SubscriptionRow,
  payment: VerifiedPayment,
): Promise<SubscriptionRow | null> {
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    await recordPayment(transaction, { subscriptionId: subscription.id, status: 'captured', ...payment, raw: payment.raw ?? null });
    const plan = await findPlanById(transaction, subscription.planId);
    if (!plan) throw new Error(`plan ${subscription.planId} of order ${subscription.orderId} is missing`);
    const now = new Date();
    const activated = await markActiveIfPaymentDue(transaction, subscription.id, now, new Date(now.getTime() + plan.durationDays * DAY_MS));
    if (activated) await insertLicences(transaction, activated.id, await grantsForPlan(transaction, plan.id));
    return activated;
  });
}
