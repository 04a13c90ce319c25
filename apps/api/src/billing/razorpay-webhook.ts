import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { badRequest, unauthorized } from '../http/errors';
import { activateOrder } from './activate-order';
import { findSubscriptionByGatewayOrderId, recordWebhookEvent, type SubscriptionRow } from './billing-repository';
import type { PaymentGateway } from './gateways/gateway';

const paymentEntity = z.object({ id: z.string(), order_id: z.string().nullable(), amount: z.number().int(), status: z.string() });
const webhookEventSchema = z.object({
  event: z.string(),
  created_at: z.number().optional(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z
      .object({ entity: z.object({ id: z.string(), amount: z.number().int(), amount_paid: z.number().int().optional() }) })
      .optional(),
  }),
});

const HANDLED_EVENTS = new Set(['payment.captured', 'order.paid']);

export interface WebhookOutcome {
  result: 'activated' | 'already-active' | 'duplicate' | 'ignored';
  activated: SubscriptionRow | null;
}
const outcome = (result: WebhookOutcome['result'], activated: SubscriptionRow | null = null): WebhookOutcome => ({ result, activated });

/**
 * Razorpay's server-to-server report. The signature covers the raw body; events are deduplicated by their id,
 * and payment.captured / order.paid may arrive in any order and any number of times.
 */
export async function handleRazorpayWebhook(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  request: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  if (!gateway.verifyWebhookSignature(request.rawBody, request.signature)) {
    log.warn({ eventId: request.eventId }, 'webhook rejected: bad signature');
    throw unauthorized('Invalid webhook signature', 'webhook_signature_invalid');
  }
  let parsed: z.infer<typeof webhookEventSchema>;
  try {
    parsed = webhookEventSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
  } catch {
    throw badRequest('Malformed webhook body', 'webhook_malformed');
  }
  if (!HANDLED_EVENTS.has(parsed.event)) return outcome('ignored');

  const payment = parsed.payload.payment?.entity;
  const gatewayOrderId = payment?.order_id ?? parsed.payload.order?.entity.id;
  if (!payment || !gatewayOrderId) throw badRequest('Webhook event has no payment', 'webhook_malformed');

  const subscription = await findSubscriptionByGatewayOrderId(db, gatewayOrderId);
  if (!subscription || subscription.gateway !== gateway.name) {
    log.warn({ eventId: request.eventId, gatewayOrderId }, 'webhook for an order we did not create');
    return outcome('ignored');
  }
  if (payment.amount !== subscription.amountPaise) {
    log.warn(
      { eventId: request.eventId, orderId: subscription.orderId, paid: payment.amount, due: subscription.amountPaise },
      'webhook rejected: amount mismatch',
    );
    throw badRequest('Payment amount does not match the order', 'amount_mismatch');
  }

  // Dedupe after verification so a rejected delivery can be retried; activation is idempotent regardless.
  const eventId = request.eventId ?? `${parsed.event}:${payment.id}`;
  const firstDelivery = await recordWebhookEvent(db, { id: eventId, gateway: gateway.name, eventType: parsed.event, payload: parsed });
  if (!firstDelivery) return outcome('duplicate');

  const activated = await activateOrder(db, subscription, {
    gateway: gateway.name,
    gatewayPaymentId: payment.id,
    gatewayOrderId,
    amountPaise: payment.amount,
    source: 'webhook',
    raw: parsed,
  });
  return activated ? outcome('activated', activated) : outcome('already-active');
}
