import { z } from './zod';

/** Texts of the payment and subscription screens, verbatim from the specification. */
export const BILLING_MESSAGES = {
  gatewayNotReady: 'Payment gateway is not ready. Please try again.',
  gatewayLoading: 'Loading payment gateway. Please wait a few seconds and try again.',
  paymentSuccess: 'Payment successful! Subscription activated.',
  paymentFailed: 'Failed to process payment. Please try again.',
  updateFailed: 'Failed to update subscription status. Please try again.',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  notCompleted: 'Payment process was not completed.',
  notCompletedRedirecting: 'Payment process not completed Redirecting to Dashboard...',
  noMatchingSubscription: 'No matching subscription found. Please try again.',
  authenticationFailed: 'Authentication failed. Please try again.',
  completePayment: 'Please complete the payment to activate your subscription.',
  historyFailed: 'Failed to fetch subscription history.',
  plansFailed: 'Failed to load subscriptions. Please try again.',
  noActiveSubscriptions: 'No Active Subscriptions.',
  noHistory: 'No subscription history found.',
  somethingWrong: 'Something went wrong. Please try again.',
  planNotFound: 'The chosen plan does not exist.',
  orderNotFound: 'No subscription order found',
  signatureInvalid: 'Payment could not be verified.',
  orderNotPayable: 'This order is not awaiting payment.',
  renewalCancelled: 'Renewal cancelled. You keep access until the end of the period already paid for.',
  cancelRenewalFailed: 'Failed to cancel renewal. Please try again.',
  renewalNotCancellable: 'This subscription does not renew.',
  /** A failed renewal paid again: the gateway charges the new card and reports it, usually within minutes. */
  renewalChargePending: 'Payment received. Your subscription renews as soon as the charge is confirmed.',
} as const;

/** How often a renewing plan is charged (Razorpay's plan periods). */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Delays of the payment flow (spec §9). */
export const PAYMENT_POPUP_DELAY_MS = 2_000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 2_000;
export const PAYMENT_DISMISS_REDIRECT_MS = 1_000;
export const PRICING_DISMISS_REDIRECT_MS = 3_000;
export const PRICING_BANNER_ROTATE_MS = 5_000;

export const planSchema = z.object({
  subscription_id: z.number().int(),
  interview_id: z.number().int().nullable(),
  name: z.string(),
  /** Rupees; the charged amount is price × 100 paise. */
  price: z.number(),
  subscription_type: z.string(),
  tag1: z.string().nullable(),
  description: z.string().nullable(),
  tests_granted: z.number().int(),
  duration_days: z.number().int(),
  /** 'monthly' or 'yearly' for a plan that renews automatically; null for a one-time purchase. */
  billing_period: z.enum(BILLING_PERIODS).nullable(),
  currency: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.object({
  status: z.literal('success'),
  data: z.array(planSchema),
  /** The trial plan, kept out of the listing; sign-up stores it as trial_subscription_id. */
  trial_subscription_id: z.number().int().nullable(),
});

export const placeOrderBodySchema = z.object({
  subscription_id: z.coerce.number({ message: BILLING_MESSAGES.planNotFound }).int({ message: BILLING_MESSAGES.planNotFound }),
  interview_id: z.coerce.number().int().nullish(),
});

export const checkoutBodySchema = z.object({
  order_id: z.string({ message: BILLING_MESSAGES.orderNotFound }).min(1, { message: BILLING_MESSAGES.orderNotFound }).max(100),
});

/** The sandbox checkout's Pay; for a renewing plan its test card can be one whose renewal charges fail. */
export const sandboxPayBodySchema = checkoutBodySchema.extend({ decline_renewals: z.boolean().optional() });

/** What the browser needs to open the gateway's checkout for one of our orders. */
export const checkoutSchema = z.object({
  status: z.literal('success'),
  order_id: z.string(),
  subscription_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  amount: z.number().int(),
  currency: z.string(),
  gateway: z.enum(['razorpay', 'sandbox']),
  /** The gateway order to pay (one-time plans); null for a renewing plan. */
  gateway_order_id: z.string().nullable(),
  /** The gateway subscription a renewing plan's payment authorises; null for a one-time plan. */
  gateway_subscription_id: z.string().nullable(),
  /** A renewing plan's period: the price is charged now and again each period until renewal is cancelled. */
  billing_period: z.enum(BILLING_PERIODS).nullable(),
  /** Paying for a renewal whose charge failed: the checkout takes a new card and the gateway charges it. */
  card_change: z.boolean(),
  key_id: z.string().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const subscriptionHistoryRecordSchema = z.object({
  interview_name: z.string().nullable(),
  order_id: z.string(),
  name: z.string(),
  status: z.string(),
  purchase_date: z.string(),
  expiry_date: z.string().nullable(),
  is_auto_renew: z.boolean(),
  remaining_tests: z.number().int(),
  price: z.number(),
  subscription_id: z.number().int(),
  interview_id: z.number().int().nullable(),
  trial_subscription_id: z.number().int().nullable(),
});
export type SubscriptionHistoryRecord = z.infer<typeof subscriptionHistoryRecordSchema>;

export const subscriptionHistorySchema = z.object({
  status: z.literal('success'),
  data: z.object({ data: z.array(subscriptionHistoryRecordSchema) }),
});

export const activeSubscriptionSchema = z.object({
  name: z.string(),
  created_date: z.string(),
  expiry_date: z.string().nullable(),
  status: z.string(),
  price: z.number(),
  order_id: z.string(),
  subscription_id: z.number().int(),
  remaining_tests: z.number().int(),
  interview_id: z.number().int().nullable(),
  /** True while the plan renews by itself at expiry_date. */
  is_auto_renew: z.boolean(),
  /** When the next renewal charge is due (the end of the period paid for); null when it does not renew. */
  next_renewal_date: z.string().nullable(),
  /** When renewal was cancelled; the subscription stays Active until expiry_date. */
  renewal_cancelled_at: z.string().nullable(),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

export const activeSubscriptionsSchema = z.object({ status: z.literal('success'), data: z.array(activeSubscriptionSchema) });

export const updateSubscriptionStatusBodySchema = z.object({
  subscription_id: z.coerce.number().int(),
  order_id: z.string().min(1, { message: BILLING_MESSAGES.orderNotFound }).max(100),
  pg_response: z.object({
    status: z.literal('Active', { message: BILLING_MESSAGES.paymentFailed }),
    /** The gateway's payment id (razorpay_payment_id). */
    transaction_id: z.string().min(1, { message: BILLING_MESSAGES.signatureInvalid }).max(100),
    payment_gateway: z.string().max(50),
    razorpay_order_id: z.string().max(100).optional(),
    razorpay_subscription_id: z.string().max(100).optional(),
    razorpay_signature: z
      .string({ message: BILLING_MESSAGES.signatureInvalid })
      .min(1, { message: BILLING_MESSAGES.signatureInvalid })
      .max(256),
  }),
});
export type UpdateSubscriptionStatusBody = z.infer<typeof updateSubscriptionStatusBodySchema>;

export const updateSubscriptionStatusSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ order_id: z.string(), status: z.string() }),
});
export type UpdateSubscriptionStatusResponse = z.infer<typeof updateSubscriptionStatusSchema>;

/**
 * What Razorpay's checkout handler receives on success — with the order id for an order, the subscription id for a
 * subscription; the sandbox checkout returns the same.
 */
export const gatewayPaymentSchema = z.object({
  razorpay_order_id: z.string().optional(),
  razorpay_subscription_id: z.string().optional(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;

/** POST /cancel-renewal: stop a renewing plan's future charges; it stays Active until the period paid for ends. */
export const cancelRenewalBodySchema = checkoutBodySchema;

export const cancelRenewalSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    order_id: z.string(),
    status: z.string(),
    is_auto_renew: z.boolean(),
    expiry_date: z.string().nullable(),
    renewal_cancelled_at: z.string().nullable(),
  }),
});
export type CancelRenewalResponse = z.infer<typeof cancelRenewalSchema>;
