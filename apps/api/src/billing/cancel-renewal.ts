import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { conflict, notFound, serviceUnavailable } from '../http/errors';
import { endRenewal, findSubscriptionByOrderId, type SubscriptionRow } from './billing-repository';
import type { PaymentGateway } from './gateways/gateway';

export interface CancelRenewalDeps {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/**
 * "Cancel renewal" on a renewing plan the user paid for: the gateway stops charging it, and it stays Active with its
 * tests until the period paid for ends (then the expiry job ends it). A renewal whose charge failed has no period
 * left: it is cancelled at once and ends now. The gateway is asked first; if it cannot be reached nothing changes.
 */
export async function cancelRenewal(
  { db, gateway, log }: CancelRenewalDeps,
  input: { userId: string; orderId: string; now: Date },
): Promise<SubscriptionRow> {
  const subscription = await findSubscriptionByOrderId(db, input.orderId);
  if (!subscription || subscription.userId !== input.userId) throw notFound(BILLING_MESSAGES.orderNotFound, 'order_not_found');
  const renewing = subscription.isAutoRenew && subscription.activatedAt !== null && subscription.status !== SUBSCRIPTION_STATUS.expired;
  if (!renewing) throw conflict(BILLING_MESSAGES.renewalNotCancellable, 'not_renewing');

  const periodLeft = subscription.status === SUBSCRIPTION_STATUS.active && (subscription.expiryDate?.getTime() ?? 0) > input.now.getTime();
  if (subscription.gatewaySubscriptionId && subscription.gateway === gateway.name) {
    try {
      await gateway.cancelSubscription(subscription.gatewaySubscriptionId, { atCycleEnd: periodLeft });
    } catch (error) {
      log.error({ err: error, orderId: subscription.orderId }, 'gateway subscription cancellation failed');
      throw serviceUnavailable(BILLING_MESSAGES.cancelRenewalFailed, 'gateway_unavailable');
    }
  } else {
    log.warn(
      { orderId: subscription.orderId, gateway: subscription.gateway },
      'renewal cancelled here only: its gateway is no longer configured',
    );
  }
  const ended = await endRenewal(db, subscription.id, input.now);
  if (!ended) throw new Error(`renewal of order ${subscription.orderId} could not be ended`);
  return ended;
}
