import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { conflict, notFound, serviceUnavailable } from '../http/errors';
import { attachGatewayOrder, findPlanById, findSubscriptionByOrderId, type PlanRow, type SubscriptionRow } from './billing-repository';
import type { GatewayOrder, PaymentGateway } from './gateways/gateway';
import { openGatewaySubscription } from './open-gateway-subscription';
import { presentCheckout } from './presenters';

/**
 * Checkout details for one of the user's orders awaiting payment (a new order, Pay Now in the history, or the
 * order made at sign-up). A one-time plan is paid through a gateway order, a renewing plan through a gateway
 * subscription; either is created once, server-side, for the order's stored amount. Pay Now on a renewal whose
 * charge failed reopens the same gateway subscription to take a new card.
 */
export async function openCheckout(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, userId: string, orderId: string) {
  const subscription = await findSubscriptionByOrderId(db, orderId);
  if (!subscription || subscription.userId !== userId) throw notFound(BILLING_MESSAGES.orderNotFound, 'order_not_found');
  if (subscription.status !== SUBSCRIPTION_STATUS.paymentDue) throw conflict(BILLING_MESSAGES.orderNotPayable, 'order_not_payable');
  const plan = await findPlanById(db, subscription.planId);
  if (!plan) throw notFound(BILLING_MESSAGES.planNotFound, 'plan_not_found');
  return plan.billingPeriod
    ? subscriptionCheckout(db, gateway, log, subscription, plan)
    : orderCheckout(db, gateway, log, subscription, plan);
}

async function orderCheckout(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, subscription: SubscriptionRow, plan: PlanRow) {
  if (subscription.gatewayOrderId && subscription.gateway === gateway.name) {
    return presentCheckout(subscription, plan, gateway, { orderId: subscription.gatewayOrderId });
  }
  let order: GatewayOrder;
  try {
    order = await gateway.createOrder({
      amountPaise: subscription.amountPaise,
      currency: subscription.currency,
      receipt: subscription.orderId,
      notes: { order_id: subscription.orderId, plan: plan.code },
    });
  } catch (error) {
    log.error({ err: error, orderId: subscription.orderId }, 'gateway order creation failed');
    throw serviceUnavailable(BILLING_MESSAGES.initiateFailed, 'gateway_unavailable');
  }
  const keptOrderId = await attachGatewayOrder(db, subscription.id, gateway.name, order.id);
  return presentCheckout(subscription, plan, gateway, { orderId: keptOrderId });
}

async function subscriptionCheckout(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  subscription: SubscriptionRow,
  plan: PlanRow,
) {
  const attached = subscription.gatewaySubscriptionId && subscription.gateway === gateway.name ? subscription.gatewaySubscriptionId : null;
  // A renewal that failed is paid on the gateway subscription that failed it, never on a second one.
  if (subscription.activatedAt) {
    if (!attached) throw conflict(BILLING_MESSAGES.orderNotPayable, 'order_not_payable');
    return presentCheckout(subscription, plan, gateway, { subscriptionId: attached, cardChange: true });
  }
  const subscriptionId = attached ?? (await openGatewaySubscription(db, gateway, log, subscription, plan));
  return presentCheckout(subscription, plan, gateway, { subscriptionId, cardChange: false });
}
