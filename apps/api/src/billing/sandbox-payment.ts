import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { findSubscriptionByOrderId } from './billing-repository';
import type { SandboxGateway } from './gateways/select-gateway';

/** The sandbox checkout's "Pay": signs a payment for the user's own gateway order, exactly as Razorpay would. */
export async function sandboxPayment(db: Database, sandbox: SandboxGateway, userId: string, orderId: string) {
  const subscription = await findSubscriptionByOrderId(db, orderId);
  if (!subscription || subscription.userId !== userId) throw notFound(BILLING_MESSAGES.orderNotFound, 'order_not_found');
  if (subscription.status !== SUBSCRIPTION_STATUS.paymentDue) throw conflict(BILLING_MESSAGES.orderNotPayable, 'order_not_payable');
  if (!subscription.gatewayOrderId || subscription.gateway !== sandbox.name)
    throw conflict(BILLING_MESSAGES.initiateFailed, 'no_gateway_order');
  return sandbox.pay(subscription.gatewayOrderId);
}
