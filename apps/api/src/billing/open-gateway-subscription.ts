import type { FastifyBaseLogger } from 'fastify';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import type { Database } from '../db/client';
import { serviceUnavailable } from '../http/errors';
import { attachGatewaySubscription, findGatewayPlanId, keepGatewayPlanId, type PlanRow, type SubscriptionRow } from './billing-repository';
import type { GatewayPlanTerms, PaymentGateway } from './gateways/gateway';

/** Periods a gateway subscription is made for: ten years of either (Razorpay needs a count; renewal is cancellable). */
const TOTAL_COUNT = { monthly: 120, yearly: 10 } as const;

/**
 * The gateway subscription a renewing plan's order is paid and renewed through: on the gateway's plan for this
 * plan, price and period (made the first time and reused), attached to the order once even when two checkouts race.
 */
export async function openGatewaySubscription(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  subscription: SubscriptionRow,
  plan: PlanRow,
): Promise<string> {
  /** A gateway that cannot be reached: the checkout cannot open (503), and nothing of ours changes. */
  const atGateway = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      log.error({ err: error, orderId: subscription.orderId }, `gateway ${what} creation failed`);
      throw serviceUnavailable(BILLING_MESSAGES.initiateFailed, 'gateway_unavailable');
    }
  };
  const period = plan.billingPeriod === 'yearly' ? 'yearly' : 'monthly';
  const terms: GatewayPlanTerms = {
    name: plan.name,
    description: plan.description ?? plan.name,
    amountPaise: subscription.amountPaise,
    currency: subscription.currency,
    period,
    periodDays: plan.durationDays,
    notes: { plan: plan.code },
  };
  const key = {
    gateway: gateway.name,
    account: gateway.account,
    planId: plan.id,
    amountPaise: subscription.amountPaise,
    billingPeriod: period,
  };
  const gatewayPlanId =
    (await findGatewayPlanId(db, key)) ?? (await keepGatewayPlanId(db, key, await atGateway('plan', () => gateway.createPlan(terms))));
  const created = await atGateway('subscription', () =>
    gateway.createSubscription({
      gatewayPlanId,
      terms,
      totalCount: TOTAL_COUNT[period],
      notes: { order_id: subscription.orderId, plan: plan.code },
    }),
  );
  return attachGatewaySubscription(db, subscription.id, gateway.name, created.id);
}
