import type { Database } from '../db/client';
import {
  grantsForPlan,
  insertLicences,
  markActiveIfPaymentDue,
  onceForWebhookEvent,
  planOfSubscription,
  recordPayment,
  type SubscriptionRow,
} from './billing-repository';
import { addDays } from './plan-catalogue';
import type { ReceivedWebhook } from './record-subscription-charge';

export interface VerifiedPayment {
  gateway: string;
  gatewayPaymentId: string;
  gatewayOrderId: string;
  amountPaise: number;
  source: 'checkout' | 'webhook';
  raw: unknown;
}

/**
 * Records a verified payment (and the webhook that reported it) and moves its order to Active with the plan's
 * licences — in one transaction, exactly once, however many times and however concurrently the checkout callback
 * and webhooks report the same payment. Returns the activated subscription, null when it was already active, or
 * 'duplicate' for a webhook event already handled.
 */
export async function activateOrder(
  db: Database,
  subscription: SubscriptionRow,
  payment: VerifiedPayment,
  webhook?: ReceivedWebhook,
): Promise<SubscriptionRow | null | 'duplicate'> {
  return onceForWebhookEvent(db, webhook, async (transaction) => {
    await recordPayment(transaction, { subscriptionId: subscription.id, status: 'captured', ...payment, raw: payment.raw ?? null });
    const plan = await planOfSubscription(transaction, subscription);
    const now = new Date();
    const activated = await markActiveIfPaymentDue(transaction, subscription.id, now, addDays(now, plan.durationDays));
    if (activated) await insertLicences(transaction, activated.id, await grantsForPlan(transaction, plan.id));
    return activated;
  });
}
