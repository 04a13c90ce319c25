import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import type { PlanChoice } from '../../lib/plan-choice';

/** The registration payload's plan fields (000 §3) from the plan handed over by the pricing page. */
export function planPayload(choice: PlanChoice) {
  return { subscription_id: choice.subscriptionId, trial_subscription_id: choice.trialSubscriptionId, order_type: choice.orderType };
}

/** A paid order waits for payment; its checkout is the billing feature's (reached through subscription history). */
export const isPaymentDue = (status: string | null) => status === SUBSCRIPTION_STATUS.paymentDue;
