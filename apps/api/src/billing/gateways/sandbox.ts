import crypto from 'node:crypto';
import type { GatewayPayment } from '@visaready/shared/schemas/billing';
import type { Database } from '../../db/client';
import {
  dueSandboxSubscriptionIds,
  insertSandboxSubscription,
  lockSandboxSubscription,
  type SandboxSubscriptionRow,
  updateSandboxSubscription,
} from '../billing-repository';
import { addDays, DAY_MS } from '../plan-catalogue';
import type { PaymentGateway } from './gateway';
import { capturedPaymentEntity, subscriptionEntity, webhookEnvelope } from './razorpay-events';
import { checkoutSignature, signaturesMatch, subscriptionCheckoutSignature, webhookSignature } from './signature';

/** A webhook as a gateway sends it: the raw body, its X-Razorpay-Signature and X-Razorpay-Event-Id. */
export interface SignedWebhook {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}

/** Hands one of the sandbox's webhooks to the app inside the sandbox's transaction, so both books move together. */
export type DeliverWebhook = (webhook: SignedWebhook, tx: Database) => Promise<unknown>;

/** A failed renewal charge is retried daily; after this many failures the subscription halts, as Razorpay's does. */
const RETRY_DELAY_MS = DAY_MS;
const MAX_CHARGE_ATTEMPTS = 4;
/** A clock that jumped many periods is caught up one step at a time, at most this many per subscription and run. */
const MAX_STEPS_PER_RUN = 1_000;

type Changes = Partial<SandboxSubscriptionRow>;
type Step = { changes: Changes; event: 'subscription.charged' | 'subscription.cancelled' | 'subscription.completed' | null };

const randomId = (prefix: string) => `${prefix}${crypto.randomBytes(8).toString('hex')}`;
/** Razorpay keeps times in whole seconds; so do the sandbox's books. */
const wholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/**
 * What a subscription's billing clock does when its charge (or retry, or cycle end) is due: Razorpay's rules —
 * a cycle follows the last without a gap; a charge that fails leaves the subscription pending and is retried daily,
 * then halts; a cancellation at cycle end takes effect then; after total_count charges it completes.
 */
function dueStep(row: SandboxSubscriptionRow, now: Date): Step | null {
  if (!row.chargeAt || row.chargeAt > now || !row.currentEnd) return null;
  const dueAt = row.chargeAt;
  if (row.status === 'active') {
    if (row.cancelAtCycleEnd) return { changes: { status: 'cancelled', endedAt: dueAt, chargeAt: null }, event: 'subscription.cancelled' };
    if (row.paidCount >= row.totalCount)
      return { changes: { status: 'completed', endedAt: dueAt, chargeAt: null }, event: 'subscription.completed' };
    const cycle = { currentStart: row.currentEnd, currentEnd: addDays(row.currentEnd, row.periodDays) };
    if (row.declinesCharges) {
      return {
        changes: { ...cycle, status: 'pending', authAttempts: 1, chargeAt: new Date(dueAt.getTime() + RETRY_DELAY_MS) },
        event: null,
      };
    }
    return { changes: { ...cycle, paidCount: row.paidCount + 1, chargeAt: cycle.currentEnd }, event: 'subscription.charged' };
  }
  if (row.status === 'pending') {
    if (!row.declinesCharges)
      return {
        changes: { status: 'active', paidCount: row.paidCount + 1, authAttempts: 0, chargeAt: row.currentEnd },
        event: 'subscription.charged',
      };
    const attempts = row.authAttempts + 1;
    if (attempts >= MAX_CHARGE_ATTEMPTS) return { changes: { status: 'halted', authAttempts: attempts, chargeAt: null }, event: null };
    return { changes: { authAttempts: attempts, chargeAt: new Date(dueAt.getTime() + RETRY_DELAY_MS) }, event: null };
  }
  return null;
}

/**
 * What paying through the checkout does: the first payment starts the first cycle; paying a pending subscription
 * (a failed renewal, with a new card) charges the cycle it failed on; a halted one starts afresh from the payment.
 */
function checkoutStep(row: SandboxSubscriptionRow, at: Date, declinesCharges: boolean): Changes | null {
  const now = wholeSecond(at);
  const fresh = { currentStart: now, currentEnd: addDays(now, row.periodDays), chargeAt: addDays(now, row.periodDays) };
  if (row.status === 'created') return { ...fresh, status: 'active', paidCount: 1, declinesCharges };
  if (row.status === 'pending')
    return { status: 'active', paidCount: row.paidCount + 1, authAttempts: 0, chargeAt: row.currentEnd, declinesCharges };
  if (row.status === 'halted') return { ...fresh, status: 'active', paidCount: row.paidCount + 1, authAttempts: 0, declinesCharges };
  return null;
}

/**
 * A local stand-in for Razorpay: orders, plans and subscriptions are made on the server, payments and webhooks are
 * signed exactly as Razorpay signs them, and a subscription's later charges happen when the renewal job advances
 * the sandbox's billing clock — each reported as a signed Razorpay webhook to the same handler.
 */
export function createSandboxGateway(secret: string, db: Database) {
  const webhook = (event: string, row: SandboxSubscriptionRow, at: Date, paymentId?: string): SignedWebhook => {
    const payload: Record<string, { entity: unknown }> = { subscription: { entity: subscriptionEntity(row) } };
    if (paymentId) {
      payload.payment = {
        entity: capturedPaymentEntity({
          id: paymentId,
          orderId: randomId('order_sbx'),
          invoiceId: randomId('inv_sbx'),
          amountPaise: row.amountPaise,
          currency: row.currency,
          description: `Subscription ${row.id}`,
          createdAt: at,
        }),
      };
    }
    const rawBody = Buffer.from(JSON.stringify(webhookEnvelope(event, payload, at)));
    return { rawBody, signature: webhookSignature(rawBody, secret), eventId: randomId('evt_sbx') };
  };

  const gateway: PaymentGateway = {
    name: 'sandbox',
    displayName: 'Sandbox',
    publicKeyId: null,
    account: 'sandbox',
    async createOrder({ amountPaise, currency }) {
      return { id: randomId('order_sbx'), amountPaise, currency };
    },
    async createPlan() {
      return randomId('plan_sbx');
    },
    async createSubscription({ gatewayPlanId, terms, totalCount, notes }) {
      const row = await insertSandboxSubscription(db, {
        id: randomId('sub_sbx'),
        gatewayPlanId,
        amountPaise: terms.amountPaise,
        currency: terms.currency,
        periodDays: terms.periodDays,
        status: 'created',
        totalCount,
        notes,
      });
      return { id: row.id };
    },
    async cancelSubscription(gatewaySubscriptionId, { atCycleEnd }) {
      await db.transaction(async (tx) => {
        const transaction = tx as unknown as Database;
        const row = await lockSandboxSubscription(transaction, gatewaySubscriptionId);
        if (!row) throw new Error(`unknown sandbox subscription ${gatewaySubscriptionId}`);
        if (atCycleEnd && row.status === 'active') await updateSandboxSubscription(transaction, row.id, { cancelAtCycleEnd: true });
        else await updateSandboxSubscription(transaction, row.id, { status: 'cancelled', endedAt: new Date(), chargeAt: null });
      });
    },
    verifyCheckoutSignature(gatewayOrderId, paymentId, signature) {
      return signaturesMatch(checkoutSignature(gatewayOrderId, paymentId, secret), signature);
    },
    verifySubscriptionSignature(gatewaySubscriptionId, paymentId, signature) {
      return signaturesMatch(subscriptionCheckoutSignature(gatewaySubscriptionId, paymentId, secret), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return signaturesMatch(webhookSignature(rawBody, secret), signature);
    },
  };

  return {
    ...gateway,
    /** What the sandbox checkout returns on a successful order payment, as Razorpay's handler receives it. */
    pay(gatewayOrderId: string): GatewayPayment {
      const paymentId = randomId('pay_sbx');
      return {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(gatewayOrderId, paymentId, secret),
      };
    },

    /**
     * The sandbox checkout's payment of a subscription (its first, or a failed renewal's with a new card): charged
     * now, reported by a subscription.charged webhook, and returned signed as Razorpay's handler receives it. With
     * `declinesCharges` the card fails every later renewal charge. Null when the subscription takes no payment.
     */
    async paySubscription(
      gatewaySubscriptionId: string,
      { now, declinesCharges }: { now: Date; declinesCharges: boolean },
      deliver: DeliverWebhook,
    ): Promise<GatewayPayment | null> {
      return db.transaction(async (tx) => {
        const transaction = tx as unknown as Database;
        const row = await lockSandboxSubscription(transaction, gatewaySubscriptionId);
        const changes = row && checkoutStep(row, now, declinesCharges);
        if (!row || !changes) return null;
        await updateSandboxSubscription(transaction, row.id, changes);
        const paymentId = randomId('pay_sbx');
        await deliver(webhook('subscription.charged', { ...row, ...changes }, now, paymentId), transaction);
        return {
          razorpay_subscription_id: row.id,
          razorpay_payment_id: paymentId,
          razorpay_signature: subscriptionCheckoutSignature(row.id, paymentId, secret),
        };
      });
    },

    /**
     * Advances the sandbox's billing clock to `now`: every charge, retry and cycle end due by then happens, in order,
     * each step with its webhook delivered in one transaction. Returns the number of webhooks delivered.
     */
    async advance(now: Date, deliver: DeliverWebhook): Promise<number> {
      let delivered = 0;
      for (const id of await dueSandboxSubscriptionIds(db, now)) {
        for (let steps = 0; steps < MAX_STEPS_PER_RUN; steps++) {
          const progressed = await db.transaction(async (tx) => {
            const transaction = tx as unknown as Database;
            const row = await lockSandboxSubscription(transaction, id);
            const step = row && dueStep(row, now);
            if (!row || !step) return false;
            await updateSandboxSubscription(transaction, id, step.changes);
            if (step.event) {
              const at = row.chargeAt ?? now;
              const paymentId = step.event === 'subscription.charged' ? randomId('pay_sbx') : undefined;
              await deliver(webhook(step.event, { ...row, ...step.changes }, at, paymentId), transaction);
              delivered++;
            }
            return true;
          });
          if (!progressed) break;
        }
      }
      return delivered;
    },
  };
}
