import type { ActiveSubscription, Checkout, Plan, SubscriptionHistoryRecord } from '@visaready/shared/schemas/billing';
import type { PlanRow, SubscriptionRecord, SubscriptionRow } from './billing-repository';
import type { GatewayOrder, PaymentGateway } from './gateways/gateway';

const rupees = (paise: number) => paise / 100;

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
    currency: 'INR',
  };
}

export function presentHistoryRecord(record: SubscriptionRecord, trialPlanId: number | null): SubscriptionHistoryRecord {
  const { subscription, plan } = record;
  return {
    interview_name: record.interviewName,
    order_id: subscription.orderId,
    name: plan.name,
    status: subscription.status,
    purchase_date: subscription.createdAt.toISOString(),
    expiry_date: subscription.expiryDate?.toISOString() ?? null,
    is_auto_renew: subscription.isAutoRenew,
    remaining_tests: record.remainingTests,
    price: rupees(subscription.amountPaise),
    subscription_id: plan.id,
    interview_id: plan.interviewId,
    trial_subscription_id: trialPlanId,
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
  };
}

export function presentCheckout(subscription: SubscriptionRow, plan: PlanRow, order: GatewayOrder, gateway: PaymentGateway): Checkout {
  return {
    status: 'success',
    order_id: subscription.orderId,
    subscription_id: plan.id,
    name: plan.name,
    price: rupees(subscription.amountPaise),
    amount: order.amountPaise,
    currency: order.currency,
    gateway: gateway.name,
    gateway_order_id: order.id,
    key_id: gateway.publicKeyId,
  };
}
