import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { findSubscriptionByOrderId } from './billing-repository';
import type { SandboxGateway } from './gateways/select-gateway';
import { deliverToWebhookHandler } from './razorpay-webhook';

/**
 * The sandbox checkout's "Pay": signs a payment for the user's own gateway order, exactly as Razorpay would; for a
 * renewing plan it charges the gateway subscription (reported by webhook, as Razorpay does) with a test card that
 * renews, or with `declineRenewals` one whose later renewal charges fail.
 */
export async function sandboxPayment(
  { db, sandbox, log }: { db: Database; sandbox: SandboxGateway; log: FastifyBaseLogger },
  input: { userId: string; orderId: string; declineRenewals: boolean; now: Date },
) {
  const subscription = await findSubscriptionByOrderId(db, input.orderId);
  if (!subscription || subscription.userId !== input.userId) throw notFound(BILLING_MESSAGES.orderNotFound, 'order_not_found');
  if (subscription.status !== SUBSCRIPTION_STATUS.paymentDue) throw conflict(BILLING_MESSAGES.orderNotPayable, 'order_not_payable');
  if (subscription.gateway !== sandbox.name) throw conflict(BILLING_MESSAGES.initiateFailed, 'no_gateway_order');
  if (subscription.gatewaySubscriptionId) {
    const payment = await sandbox.paySubscription(
      subscription.gatewaySubscriptionId,
      { now: input.now, declinesCharges: input.declineRenewals },
      deliverToWebhookHandler(sandbox, log, input.now),
    );
    if (!payment) throw conflict(BILLING_MESSAGES.orderNotPayable, 'order_not_payable');
    return payment;
  }
  if (!subscription.gatewayOrderId) throw conflict(BILLING_MESSAGES.initiateFailed, 'no_gateway_order');
  return sandbox.pay(subscription.gatewayOrderId);
}
