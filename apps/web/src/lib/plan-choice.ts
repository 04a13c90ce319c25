import { DEFAULT_ORDER_TYPE, DEFAULT_VISA_CATEGORY } from '@visaready/shared';
import { STORAGE_KEYS } from './storage';

/**
 * The plan a visitor chose on the pricing page, handed to sign-up through local storage under the keys the spec
 * names (000 §3: subscription_id, trial_subscription_id, order_type, price, categoryname, visa_category).
 */
export interface PlanChoice {
  visaCategory: string;
  orderType: string;
  subscriptionId: number | undefined;
  trialSubscriptionId: number | undefined;
  /** The plan's name, shown in the checkout's 'Payment for {category} package'. */
  categoryName: string;
}

/** What the pricing page knows about the plan behind Buy Now. */
export interface ChosenPlan {
  subscriptionId: number;
  orderType: string;
  price: number;
  name: string;
  visaCategory: string;
  trialSubscriptionId: number | null;
}

const DEFAULT_PRICE = '1';

function storedNumber(key: string): number | undefined {
  const value = Number(localStorage.getItem(key));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Pricing page, visitor's Buy Now: remember the plan for the sign-up that follows. */
export function rememberPlanChoice(plan: ChosenPlan): void {
  localStorage.setItem(STORAGE_KEYS.subscriptionId, String(plan.subscriptionId));
  localStorage.setItem(STORAGE_KEYS.orderType, plan.orderType);
  localStorage.setItem(STORAGE_KEYS.price, String(plan.price));
  localStorage.setItem(STORAGE_KEYS.categoryName, plan.name);
  localStorage.setItem(STORAGE_KEYS.visaCategory, plan.visaCategory);
  if (plan.trialSubscriptionId !== null) localStorage.setItem(STORAGE_KEYS.trialSubscriptionId, String(plan.trialSubscriptionId));
}

/**
 * Sign-up: the plan chosen before it; with none stored, the trial defaults of 000 §3 (order type Trial, price 1,
 * category F1) are written to storage. The server picks the trial plan itself.
 */
export function readPlanChoice(): PlanChoice {
  if (!localStorage.getItem(STORAGE_KEYS.orderType)) {
    localStorage.setItem(STORAGE_KEYS.orderType, DEFAULT_ORDER_TYPE);
    localStorage.setItem(STORAGE_KEYS.price, DEFAULT_PRICE);
  }
  if (!localStorage.getItem(STORAGE_KEYS.visaCategory)) localStorage.setItem(STORAGE_KEYS.visaCategory, DEFAULT_VISA_CATEGORY);
  const visaCategory = localStorage.getItem(STORAGE_KEYS.visaCategory) ?? DEFAULT_VISA_CATEGORY;
  return {
    visaCategory,
    orderType: localStorage.getItem(STORAGE_KEYS.orderType) ?? DEFAULT_ORDER_TYPE,
    subscriptionId: storedNumber(STORAGE_KEYS.subscriptionId),
    trialSubscriptionId: storedNumber(STORAGE_KEYS.trialSubscriptionId),
    categoryName: localStorage.getItem(STORAGE_KEYS.categoryName) ?? visaCategory,
  };
}
