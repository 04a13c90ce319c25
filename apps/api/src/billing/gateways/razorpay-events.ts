import type { SandboxSubscriptionRow } from '../billing-repository';

/**
 * Razorpay's webhook wire format (event envelope, subscription and payment entities; times in unix seconds), as the
 * sandbox gateway reports its charges and cancellations, so they go through the same webhook handler as Razorpay's.
 */

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function subscriptionEntity(subscription: SandboxSubscriptionRow) {
  return {
    id: subscription.id,
    entity: 'subscription',
    plan_id: subscription.gatewayPlanId,
    customer_id: null,
    status: subscription.status,
    current_start: unix(subscription.currentStart),
    current_end: unix(subscription.currentEnd),
    ended_at: unix(subscription.endedAt),
    quantity: 1,
    notes: subscription.notes,
    charge_at: unix(subscription.chargeAt),
    start_at: unix(subscription.createdAt),
    end_at: null,
    auth_attempts: subscription.authAttempts,
    total_count: subscription.totalCount,
    paid_count: subscription.paidCount,
    customer_notify: true,
    created_at: unix(subscription.createdAt),
    expire_by: null,
    short_url: null,
    has_scheduled_changes: false,
    change_scheduled_at: null,
    source: 'api',
    offer_id: null,
    remaining_count: subscription.totalCount - subscription.paidCount,
  };
}

export function capturedPaymentEntity(payment: {
  id: string;
  orderId: string;
  invoiceId: string;
  amountPaise: number;
  currency: string;
  description: string;
  createdAt: Date;
}) {
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amountPaise,
    currency: payment.currency,
    status: 'captured',
    order_id: payment.orderId,
    invoice_id: payment.invoiceId,
    international: false,
    method: 'card',
    amount_refunded: 0,
    amount_transferred: 0,
    refund_status: null,
    captured: true,
    description: payment.description,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: null,
    contact: null,
    customer_id: null,
    token_id: null,
    notes: [],
    fee: 0,
    tax: 0,
    error_code: null,
    error_description: null,
    created_at: unix(payment.createdAt),
  };
}

/** The envelope every Razorpay webhook has; `contains` names the entities in the payload. */
export function webhookEnvelope(event: string, payload: Record<string, { entity: unknown }>, createdAt: Date) {
  return {
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: unix(createdAt),
  };
}
