import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { conflict, notFound, serviceUnavailable } from '../http/errors';
import { findPlanById, findSubscriptionByOrderId, attachGatewayOrder } from './billing-repository';
import type { GatewayOrder, PaymentGateway } from './gateways/gateway';
import { presentCheckout } from './presenters';

/**
 * Checkout details for one of the user's orders awaiting payment (a new order, Pay Now in the history, or the
 * order made at sign-up). The gateway order is created once, server-side, for the order's stored amount.
 */
export async function openCheckout(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, userId: string, orderId: string) {
  const subscription = await findSubscriptionByOrderId(db, orderId);
  if (!subscription || subscription.userId !== userId) throw notFound(BILLING_MESSAGES.orderNotFound, 'order_not_found');
  if (subscription.status !== SUBSCRIPTION_STATUS.paymentDue) throw conflict(BILLING_MESSAGES.orderNotPayable, 'order_not_payable');
  const plan = await findPlanById(db, subscription.planId);
  if (!plan) throw notFound(BILLING_MESSAGES.planNotFound, 'plan_not_found');

  if (subscription.gatewayOrderId && subscription.gateway === gateway.name) {
    const existing = { id: subscription.gatewayOrderId, amountPaise: subscription.amountPaise, currency: subscription.currency };
    return presentCheckout(subscription, plan, existing, gateway);
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
  return presentCheckout(subscription, plan, { ...order, id: keptOrderId }, gateway);
}
