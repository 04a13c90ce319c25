import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { badRequest, unauthorized } from '../http/errors';
import { activateOrder } from './activate-order';
import {
  endRenewal,
  findSubscriptionByGatewayOrderId,
  findSubscriptionByGatewaySubscriptionId,
  onceForWebhookEvent,
  planOfSubscription,
  type SubscriptionRow,
} from './billing-repository';
import type { PaymentGateway } from './gateways/gateway';
import type { DeliverWebhook } from './gateways/sandbox';
import { addDays } from './plan-catalogue';
import { recordSubscriptionCharge } from './record-subscription-charge';

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  /** Set on a subscription's charges (the invoice it pays). */
  invoice_id: z.string().nullable().optional(),
  amount: z.number().int(),
  status: z.string(),
});
/** A time in unix seconds that a Date can hold (up to the year 9999). */
const unixSeconds = z.number().int().min(0).max(253_402_300_799);
const subscriptionEntity = z.object({
  id: z.string(),
  status: z.string(),
  /** The billing cycle, in unix seconds: a charge pays for current_start … current_end. */
  current_start: unixSeconds.nullable().optional(),
  current_end: unixSeconds.nullable().optional(),
});
const webhookEventSchema = z.object({
  event: z.string(),
  created_at: z.number().optional(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z
      .object({ entity: z.object({ id: z.string(), amount: z.number().int(), amount_paid: z.number().int().optional() }) })
      .optional(),
    subscription: z.object({ entity: subscriptionEntity }).optional(),
  }),
});
type WebhookEvent = z.infer<typeof webhookEventSchema>;

const ORDER_EVENTS = new Set(['payment.captured', 'order.paid']);
/** Renewal ends: cancelled (by the user here, or at Razorpay), or every period of the subscription charged. */
const RENEWAL_ENDED_EVENTS = new Set(['subscription.cancelled', 'subscription.completed']);

export interface WebhookOutcome {
  result: 'activated' | 'already-active' | 'charged' | 'already-charged' | 'renewal-ended' | 'duplicate' | 'ignored';
  /** The subscription the event changed, if it did. */
  changed: SubscriptionRow | null;
}
const outcome = (result: WebhookOutcome['result'], changed: SubscriptionRow | null = null): WebhookOutcome => ({ result, changed });

export interface WebhookRequest {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  /** When it is handled (the renewal job's clock for the sandbox's webhooks). */
  now: Date;
}

/**
 * Razorpay's server-to-server report (and the sandbox's, in the same format). The signature covers the raw body;
 * each event is stored in the same transaction as what it changes and deduplicated by its id, and payments by
 * theirs, so events may arrive in any order and any number of times. Orders: payment.captured, order.paid;
 * renewing plans: subscription.charged, subscription.cancelled, subscription.completed.
 */
export async function handleRazorpayWebhook(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  request: WebhookRequest,
): Promise<WebhookOutcome> {
  if (!gateway.verifyWebhookSignature(request.rawBody, request.signature)) {
    log.warn({ eventId: request.eventId }, 'webhook rejected: bad signature');
    throw unauthorized('Invalid webhook signature', 'webhook_signature_invalid');
  }
  let parsed: WebhookEvent;
  try {
    parsed = webhookEventSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
  } catch {
    throw badRequest('Malformed webhook body', 'webhook_malformed');
  }
  const context = { db, gateway, log, parsed, now: request.now };
  if (ORDER_EVENTS.has(parsed.event)) return orderPaid(context, request.eventId);
  if (parsed.event === 'subscription.charged') return subscriptionCharged(context, request.eventId);
  if (RENEWAL_ENDED_EVENTS.has(parsed.event)) return renewalEnded(context, request.eventId);
  return outcome('ignored');
}

interface EventContext {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  parsed: WebhookEvent;
  now: Date;
}

/** The event as stored; a delivery without an event id is keyed by its event and the entity it reports. */
const received = ({ gateway, parsed }: EventContext, eventId: string | undefined, entityId: string) => ({
  id: eventId ?? `${parsed.event}:${entityId}`,
  gateway: gateway.name,
  eventType: parsed.event,
  payload: parsed,
});

/** A payment of any other amount than the order's is refused. */
function requireAmountDue(
  { log }: EventContext,
  eventId: string | undefined,
  subscription: SubscriptionRow,
  paid: number,
  what: 'order' | 'subscription',
) {
  if (paid === subscription.amountPaise) return;
  log.warn({ eventId, orderId: subscription.orderId, paid, due: subscription.amountPaise }, 'webhook rejected: amount mismatch');
  throw badRequest(`Payment amount does not match the ${what}`, 'amount_mismatch');
}

async function orderPaid(context: EventContext, eventId: string | undefined): Promise<WebhookOutcome> {
  const { db, gateway, log, parsed } = context;
  const payment = parsed.payload.payment?.entity;
  const gatewayOrderId = payment?.order_id ?? parsed.payload.order?.entity.id;
  if (!payment || !gatewayOrderId) throw badRequest('Webhook event has no payment', 'webhook_malformed');
  // A subscription's charges are captured payments too; its own subscription.charged event reports them.
  if (payment.invoice_id) return outcome('ignored');

  const subscription = await findSubscriptionByGatewayOrderId(db, gatewayOrderId);
  if (!subscription || subscription.gateway !== gateway.name) {
    log.warn({ eventId, gatewayOrderId }, 'webhook for an order we did not create');
    return outcome('ignored');
  }
  requireAmountDue(context, eventId, subscription, payment.amount, 'order');
  // Deduplicated after verification so a rejected delivery can be retried.
  const activated = await activateOrder(
    db,
    subscription,
    { gateway: gateway.name, gatewayPaymentId: payment.id, gatewayOrderId, amountPaise: payment.amount, source: 'webhook', raw: parsed },
    received(context, eventId, payment.id),
  );
  if (activated === 'duplicate') return outcome('duplicate');
  return activated ? outcome('activated', activated) : outcome('already-active');
}

async function subscriptionCharged(context: EventContext, eventId: string | undefined): Promise<WebhookOutcome> {
  const { db, gateway, log, parsed, now } = context;
  const entity = parsed.payload.subscription?.entity;
  const payment = parsed.payload.payment?.entity;
  if (!entity || !payment) throw badRequest('Webhook event has no subscription payment', 'webhook_malformed');
  const subscription = await findSubscriptionByGatewaySubscriptionId(db, entity.id);
  if (!subscription || subscription.gateway !== gateway.name) {
    log.warn({ eventId, gatewaySubscriptionId: entity.id }, 'webhook for a subscription we did not create');
    return outcome('ignored');
  }
  if (payment.status !== 'captured') return outcome('ignored');
  requireAmountDue(context, eventId, subscription, payment.amount, 'subscription');
  // The gateway's cycle is the period paid for; without one, a period of the plan from now.
  const periodEnd = entity.current_end
    ? new Date(entity.current_end * 1000)
    : addDays(now, (await planOfSubscription(db, subscription)).durationDays);

  const charged = await recordSubscriptionCharge(
    db,
    subscription,
    {
      gateway: gateway.name,
      gatewayPaymentId: payment.id,
      gatewayOrderId: payment.order_id,
      amountPaise: payment.amount,
      source: 'webhook',
      raw: parsed,
      chargedAt: now,
      periodEnd,
    },
    received(context, eventId, payment.id),
  );
  return outcome(charged.result, charged.subscription);
}

async function renewalEnded(context: EventContext, eventId: string | undefined): Promise<WebhookOutcome> {
  const { db, gateway, log, parsed, now } = context;
  const entity = parsed.payload.subscription?.entity;
  if (!entity) throw badRequest('Webhook event has no subscription', 'webhook_malformed');
  const subscription = await findSubscriptionByGatewaySubscriptionId(db, entity.id);
  // A subscription never paid for has no period to end; its order stays payable.
  if (!subscription || subscription.gateway !== gateway.name || !subscription.activatedAt) {
    if (!subscription) log.warn({ eventId, gatewaySubscriptionId: entity.id }, 'webhook for a subscription we did not create');
    return outcome('ignored');
  }
  const ended = await onceForWebhookEvent(db, received(context, eventId, entity.id), (transaction) =>
    endRenewal(transaction, subscription.id, now),
  );
  return ended === 'duplicate' ? outcome('duplicate') : outcome('renewal-ended', ended);
}

/** Delivers the sandbox's webhooks to this handler, as Razorpay's arrive over HTTP. */
export function deliverToWebhookHandler(gateway: PaymentGateway, log: FastifyBaseLogger, now: Date): DeliverWebhook {
  return (webhook, tx) => handleRazorpayWebhook(tx, gateway, log, { ...webhook, now });
}
