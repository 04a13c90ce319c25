import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { findPlanByCode, findPlanById, grantsForPlan, insertLicences, insertSubscription } from './billing-repository';
import { newOrderId } from './order-id';
import { addDays, TRIAL_PLAN_CODE } from './plan-catalogue';

export interface SignupSubscriptionInput {
  userId: string;
  /** The plan chosen before sign-up (`subscription_id`); null when none was stored. */
  subscriptionId: number | null;
  orderType: string;
}

/**
 * The subscription a new account starts with. A trial (or no stored choice) is Active at once with its tests;
 * a paid plan becomes an order awaiting payment, priced from the plan — never from what the client sent.
 * Accepts a transaction so registration can create the user and this together.
 */
export async function createSignupSubscription(db: Database, input: SignupSubscriptionInput): Promise<{ orderId: string; status: string }> {
  const chosenPlan = input.subscriptionId === null ? undefined : await findPlanById(db, input.subscriptionId);
  const wantsTrial = input.orderType === 'Trial' || input.subscriptionId === null || chosenPlan?.subscriptionType === 'Trial';

  if (wantsTrial) {
    const trial = chosenPlan?.subscriptionType === 'Trial' ? chosenPlan : await findPlanByCode(db, TRIAL_PLAN_CODE);
    if (!trial) throw new Error('The trial plan is not seeded');
    const now = new Date();
    const subscription = await insertSubscription(db, {
      orderId: newOrderId(),
      userId: input.userId,
      planId: trial.id,
      orderType: 'Trial',
      status: SUBSCRIPTION_STATUS.active,
      amountPaise: 0,
      activatedAt: now,
      expiryDate: addDays(now, trial.durationDays),
    });
    await insertLicences(db, subscription.id, await grantsForPlan(db, trial.id));
    return { orderId: subscription.orderId, status: subscription.status };
  }

  if (!chosenPlan) throw notFound('The chosen plan does not exist.', 'plan_not_found');
  const subscription = await insertSubscription(db, {
    orderId: newOrderId(),
    userId: input.userId,
    planId: chosenPlan.id,
    orderType: chosenPlan.subscriptionType,
    status: SUBSCRIPTION_STATUS.paymentDue,
    amountPaise: chosenPlan.pricePaise,
    isAutoRenew: chosenPlan.billingPeriod !== null,
  });
  return { orderId: subscription.orderId, status: subscription.status };
}
