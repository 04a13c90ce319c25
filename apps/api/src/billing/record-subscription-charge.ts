import type { Database } from '../db/client';
import {
  alignPaidPeriodEnd,
  extendPaidPeriod,
  grantPeriodTests,
  grantsForPlan,
  onceForWebhookEvent,
  recordPayment,
  type SubscriptionRow,
} from './billing-repository';

export interface SubscriptionCharge {
  gateway: string;
  gatewayPaymentId: string;
  /** The gateway order of the charge's invoice, when the report names one. */
  gatewayOrderId: string | null;
  amountPaise: number;
  source: 'checkout' | 'webhook';
  raw: unknown;
  chargedAt: Date;
  /** The end of the period the charge pays for. */
  periodEnd: Date;
}

/** The gateway's report the charge came in, stored with it. */
export interface ReceivedWebhook {
  id: string;
  gateway: string;
  eventType: string;
  payload: unknown;
}

export type ChargeResult =
  | { result: 'charged'; subscription: SubscriptionRow }
  | { result: 'already-charged' | 'duplicate'; subscription: null };

/**
 * One charge of a renewing plan, in one transaction: the webhook event (deduplicated by its id), the payment
 * (deduplicated by the gateway's payment id), the period it pays for and that period's tests. However many times
 * and however concurrently the checkout and webhooks report a payment, its tests are granted once; a repeat only
 * takes the gateway's period end if it is later.
 */
export async function recordSubscriptionCharge(
  db: Database,
  subscription: SubscriptionRow,
  charge: SubscriptionCharge,
  webhook?: ReceivedWebhook,
): Promise<ChargeResult> {
  const charged = await onceForWebhookEvent(db, webhook, async (transaction): Promise<ChargeResult> => {
    const firstReport = await recordPayment(transaction, {
      subscriptionId: subscription.id,
      status: 'captured',
      gateway: charge.gateway,
      gatewayPaymentId: charge.gatewayPaymentId,
      gatewayOrderId: charge.gatewayOrderId,
      amountPaise: charge.amountPaise,
      source: charge.source,
      raw: charge.raw ?? null,
    });
    if (!firstReport) {
      await alignPaidPeriodEnd(transaction, subscription.id, charge.periodEnd);
      return { result: 'already-charged', subscription: null };
    }
    const extended = await extendPaidPeriod(transaction, subscription.id, charge.chargedAt, charge.periodEnd);
    await grantPeriodTests(transaction, subscription.id, await grantsForPlan(transaction, subscription.planId));
    return { result: 'charged', subscription: extended };
  });
  return charged === 'duplicate' ? { result: 'duplicate', subscription: null } : charged;
}
