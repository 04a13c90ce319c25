import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import type {
  ActiveSubscription,
  BillingPeriod,
  CancelRenewalResponse,
  Checkout,
  Plan,
  SubscriptionHistoryRecord,
} from '@visaready/shared/schemas/billing';
import type { PlanRow, SubscriptionHistoryRow, SubscriptionRecord, SubscriptionRow } from './billing-repository';
import type { PaymentGateway } from './gateways/gateway';

const rupees = (paise: number) => paise / 100;
const billingPeriod = (plan: PlanRow) => (plan.billingPeriod as BillingPeriod | null) ?? null;

export function presentPlan(plan: PlanRow, testsGranted: number): Plan {
  return {
    subscription_id: plan.id,
    interview_id: plan.interviewId,
    name: plan.name,
    price: rupees(plan.pricePaise),
    subscription_type: plan.subscriptionType,
    tag1: plan.tag1,
    description: plan.description,
    tests_granted: testsGranted,
    duration_days: plan.durationDays,
    billing_period: billingPeriod(plan),
    currency: 'INR',
  };
}

export function presentHistoryRecord(row: SubscriptionHistoryRow): SubscriptionHistoryRecord {
  return {
    interview_name: row.interviewName,
    order_id: row.orderId,
    name: row.planName,
    status: row.status,
    purchase_date: row.createdAt.toISOString(),
    expiry_date: row.expiryDate?.toISOString() ?? null,
    is_auto_renew: row.isAutoRenew,
    remaining_tests: row.remainingTests,
    price: rupees(row.amountPaise),
    subscription_id: row.planId,
    interview_id: row.interviewId,
    trial_subscription_id: row.trialPlanId,
  };
}

export function presentActiveSubscription(record: SubscriptionRecord): ActiveSubscription {
  const { subscription, plan } = record;
  return {
    name: plan.name,
    created_date: subscription.createdAt.toISOString(),
    expiry_date: subscription.expiryDate?.toISOString() ?? null,
    status: subscription.status,
    price: rupees(subscription.amountPaise),
    order_id: subscription.orderId,
    subscription_id: plan.id,
    remaining_tests: record.remainingTests,
    interview_id: plan.interviewId,
    is_auto_renew: subscription.isAutoRenew,
    next_renewal_date: renews(subscription) ? (subscription.expiryDate?.toISOString() ?? null) : null,
    renewal_cancelled_at: subscription.renewalCancelledAt?.toISOString() ?? null,
  };
}

/** Renews by itself at the end of the period paid for. */
const renews = (subscription: SubscriptionRow) => subscription.isAutoRenew && subscription.status === SUBSCRIPTION_STATUS.active;

export function presentRenewalCancelled(subscription: SubscriptionRow, message: string): CancelRenewalResponse {
  return {
    status: 'success',
    message,
    data: {
      order_id: subscription.orderId,
      status: subscription.status,
      is_auto_renew: subscription.isAutoRenew,
      expiry_date: subscription.expiryDate?.toISOString() ?? null,
      renewal_cancelled_at: subscription.renewalCancelledAt?.toISOString() ?? null,
    },
  };
}

/** What the checkout pays: a gateway order (one-time plan) or a gateway subscription (renewing plan). */
export type CheckoutTarget = { orderId: string } | { subscriptionId: string; cardChange: boolean };

export function presentCheckout(subscription: SubscriptionRow, plan: PlanRow, gateway: PaymentGateway, target: CheckoutTarget): Checkout {
  return {
    status: 'success',
    order_id: subscription.orderId,
    subscription_id: plan.id,
    name: plan.name,
    price: rupees(subscription.amountPaise),
    amount: subscription.amountPaise,
    currency: subscription.currency,
    gateway: gateway.name,
    gateway_order_id: 'orderId' in target ? target.orderId : null,
    gateway_subscription_id: 'subscriptionId' in target ? target.subscriptionId : null,
    billing_period: 'subscriptionId' in target ? billingPeriod(plan) : null,
    card_change: 'subscriptionId' in target && target.cardChange,
    key_id: gateway.publicKeyId,
  };
}
