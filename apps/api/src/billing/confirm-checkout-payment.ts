import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES, type UpdateSubscriptionStatusBody } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { activateOrder } from './activate-order';
import { findSubscriptionByOrderId, planOfSubscription, type SubscriptionRow } from './billing-repository';
import type { PaymentGateway } from './gateways/gateway';
import { addDays } from './plan-catalogue';
import { recordSubscriptionCharge } from './record-subscription-charge';

/**
 * The browser's report of a successful checkout (POST /update-subscription-status). The order turns Active only
 * when the gateway's signature verifies against the gateway order or subscription WE created for it; the browser's
 * word that the status is Active is not enough (DESIGN.md deviation 2). For a renewing plan the checkout's report
 * counts only for its first payment (which charges the plan's price); later charges count when the gateway itself
 * reports them (subscription.charged), since a checkout on a subscription with a failed renewal changes its card.
 */
export async function confirmCheckoutPayment(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  userId: string,
  body: UpdateSubscriptionStatusBody,
  now: Date,
): Promise<{ subscription: SubscriptionRow; activated: SubscriptionRow | null }> {
  const subscription = await findSubscriptionByOrderId(db, body.order_id);
  if (!subscription || subscription.userId !== userId) throw notFound(BILLING_MESSAGES.noMatchingSubscription, 'order_not_found');
  if (subscription.planId !== body.subscription_id) throw notFound(BILLING_MESSAGES.noMatchingSubscription, 'order_not_found');

  const paymentId = body.pg_response.transaction_id;
  const rejection = subscription.gatewaySubscriptionId
    ? subscriptionRejection(subscription, gateway, body)
    : orderRejection(subscription, gateway, body);
  if (rejection) {
    log.warn({ orderId: subscription.orderId, paymentId, reason: rejection }, 'payment confirmation rejected');
    throw badRequest(BILLING_MESSAGES.signatureInvalid, 'payment_not_verified');
  }
  if (subscription.status !== SUBSCRIPTION_STATUS.paymentDue || subscription.activatedAt) return { subscription, activated: null };

  if (subscription.gatewaySubscriptionId) {
    const plan = await planOfSubscription(db, subscription);
    const charged = await recordSubscriptionCharge(db, subscription, {
      gateway: gateway.name,
      gatewayPaymentId: paymentId,
      gatewayOrderId: null,
      amountPaise: subscription.amountPaise,
      source: 'checkout',
      raw: { payment_gateway: body.pg_response.payment_gateway },
      chargedAt: now,
      periodEnd: addDays(now, plan.durationDays),
    });
    return { subscription: charged.subscription ?? subscription, activated: charged.subscription };
  }
  const activated = await activateOrder(db, subscription, {
    gateway: gateway.name,
    gatewayPaymentId: paymentId,
    gatewayOrderId: subscription.gatewayOrderId as string,
    amountPaise: subscription.amountPaise,
    source: 'checkout',
    raw: { payment_gateway: body.pg_response.payment_gateway },
  });
  const changed = activated === 'duplicate' ? null : activated;
  return { subscription: changed ?? subscription, activated: changed };
}

function orderRejection(subscription: SubscriptionRow, gateway: PaymentGateway, body: UpdateSubscriptionStatusBody): string | null {
  const { transaction_id: paymentId, razorpay_order_id: claimedOrderId, razorpay_signature: signature } = body.pg_response;
  if (!subscription.gatewayOrderId || subscription.gateway !== gateway.name) return 'no gateway order was created for this order';
  if (claimedOrderId && claimedOrderId !== subscription.gatewayOrderId) return 'payment belongs to another gateway order';
  if (!gateway.verifyCheckoutSignature(subscription.gatewayOrderId, paymentId, signature)) return 'signature does not verify';
  return null;
}

function subscriptionRejection(subscription: SubscriptionRow, gateway: PaymentGateway, body: UpdateSubscriptionStatusBody): string | null {
  const { transaction_id: paymentId, razorpay_subscription_id: claimed, razorpay_signature: signature } = body.pg_response;
  const ours = subscription.gatewaySubscriptionId as string;
  if (subscription.gateway !== gateway.name) return 'no gateway subscription was created for this order';
  if (claimed && claimed !== ours) return 'payment belongs to another gateway subscription';
  if (!gateway.verifySubscriptionSignature(ours, paymentId, signature)) return 'signature does not verify';
  return null;
}
