import { DEFAULT_ORDER_TYPE, DEFAULT_VISA_CATEGORY, SUBSCRIPTION_STATUS } from '@visaready/shared';
import { STORAGE_KEYS } from '../../lib/storage';

export interface PlanChoice {
  visaCategory: string;
  orderType: string;
  subscriptionId: number | undefined;
  trialSubscriptionId: number | undefined;
}

const DEFAULT_PRICE = '1';

function storedNumber(key: string): number | undefined {
  const value = Number(localStorage.getItem(key));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The plan chosen on the pricing page before sign-up; with none stored, the trial defaults of 000 §3
 * (order type Trial, price 1, category F1) are written to storage. The server picks the trial plan itself.
 */
export function readPlanChoice(): PlanChoice {
  if (!localStorage.getItem(STORAGE_KEYS.orderType)) {
    localStorage.setItem(STORAGE_KEYS.orderType, DEFAULT_ORDER_TYPE);
    localStorage.setItem(STORAGE_KEYS.price, DEFAULT_PRICE);
  }
  if (!localStorage.getItem(STORAGE_KEYS.visaCategory)) localStorage.setItem(STORAGE_KEYS.visaCategory, DEFAULT_VISA_CATEGORY);
  return {
    visaCategory: localStorage.getItem(STORAGE_KEYS.visaCategory) ?? DEFAULT_VISA_CATEGORY,
    orderType: localStorage.getItem(STORAGE_KEYS.orderType) ?? DEFAULT_ORDER_TYPE,
    subscriptionId: storedNumber(STORAGE_KEYS.subscriptionId),
    trialSubscriptionId: storedNumber(STORAGE_KEYS.trialSubscriptionId),
  };
}

export function planPayload(choice: PlanChoice) {
  return { subscription_id: choice.subscriptionId, trial_subscription_id: choice.trialSubscriptionId, order_type: choice.orderType };
}

/** A paid order waits for payment; its checkout is the billing feature's (reached through subscription history). */
export const isPaymentDue = (status: string | null) => status === SUBSCRIPTION_STATUS.paymentDue;
