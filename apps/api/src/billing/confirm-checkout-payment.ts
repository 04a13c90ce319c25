import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES, type UpdateSubscriptionStatusBody } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { activateOrder } from './activate-order';
import { findSubscriptionByOrderId, type SubscriptionRow } from './billing-repository';
import type { PaymentGateway } from './gateways/gateway';

/**
 * The browser's report of a successful checkout (POST /update-subscription-status). The order turns Active only
 * when the gateway's signature verifies against the gateway order WE created for it; the browser's word that
 * the status is Active is not enough (DESIGN.md deviation 2).
 */
export async function confirmCheckoutPayment(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  userId: string,
  body: UpdateSubscriptionStatusBody,
): Promise<{ subscription: SubscriptionRow; activated: SubscriptionRow | null }> {
  const subscription = await findSubscriptionByOrderId(db, body.order_id);
  if (!subscription || subscription.userId !== userId) throw notFound(BILLING_MESSAGES.noMatchingSubscription, 'order_not_found');
  if (subscription.planId !== body.subscription_id) throw notFound(BILLING_MESSAGES.noMatchingSubscription, 'order_not_found');

  const paymentId = body.pg_response.transaction_id;
  const rejection = rejectionReason(subscription, gateway, body);
  if (rejection) {
    log.warn({ orderId: subscription.orderId, paymentId, reason: rejection }, 'payment confirmation rejected');
    throw badRequest(BILLING_MESSAGES.signatureInvalid, 'payment_not_verified');
  }
  if (subscription.status !== SUBSCRIPTION_STATUS.paymentDue) return { subscription, activated: null };

  const activated = await activateOrder(db, subscription, {
    gateway: gateway.name,
    gatewayPaymentId: paymentId,
    gatewayOrderId: subscription.gatewayOrderId as string,
    amountPaise: subscription.amountPaise,
    source: 'checkout',
    raw: { payment_gateway: body.pg_response.payment_gateway },
  });
  return { subscription: activated ?? subscription, activated };
}

function rejectionReason(subscription: SubscriptionRow, gateway: PaymentGateway, body: UpdateSubscriptionStatusBody): string | null {
  const { transaction_id: paymentId, razorpay_order_id: claimedOrderId, razorpay_signature: signature } = body.pg_response;
  if (!subscription.gatewayOrderId || subscription.gateway !== gateway.name) return 'no gateway order was created for this order';
  if (claimedOrderId && claimedOrderId !== subscription.gatewayOrderId) return 'payment belongs to another gateway order';
  if (!gateway.verifyCheckoutSignature(subscription.gatewayOrderId, paymentId, signature)) return 'signature does not verify';
  return null;
}
