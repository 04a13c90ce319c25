import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY, SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { findPlanById, insertSubscription } from './billing-repository';
import type { PaymentGateway } from './gateways/gateway';
import { newOrderId } from './order-id';
import { openCheckout } from './open-checkout';

/** A signed-in user's order for a listed plan; the amount is the plan's price, whatever the client sent. */
export async function placeOrder(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, userId: string, planId: number) {
  const plan = await findPlanById(db, planId);
  if (!plan || !plan.listed || plan.pricePaise <= 0) throw notFound(BILLING_MESSAGES.planNotFound, 'plan_not_found');
  const subscription = await insertSubscription(db, {
    orderId: newOrderId(),
    userId,
    planId: plan.id,
    orderType: plan.subscriptionType,
    status: SUBSCRIPTION_STATUS.paymentDue,
    amountPaise: plan.pricePaise,
    currency: CURRENCY,
    isAutoRenew: plan.billingPeriod !== null,
  });
  return openCheckout(db, gateway, log, userId, subscription.orderId);
}
