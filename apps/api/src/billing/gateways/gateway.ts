import type { BillingPeriod } from '@visaready/shared/schemas/billing';

/** What billing needs from a payment provider; Razorpay in production, the sandbox in development and tests. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
}

/** What a gateway plan charges each period (Razorpay's plan `item`, `period` and `interval` 1). */
export interface GatewayPlanTerms {
  name: string;
  description: string;
  amountPaise: number;
  currency: string;
  period: BillingPeriod;
  /** Days of access one charge gives; the sandbox bills on it (Razorpay on its own calendar). */
  periodDays: number;
  notes: Record<string, string>;
}

export interface PaymentGateway {
  /** Stored on orders and payments. */
  name: 'razorpay' | 'sandbox';
  /** The name the checkout reports as `payment_gateway`. */
  displayName: string;
  /** Public key for the browser checkout (Razorpay's key id; null for the sandbox). */
  publicKeyId: string | null;
  /** The account plans are made in (Razorpay's key id), so test and live keys never share a plan. */
  account: string;
  createOrder(input: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Makes a plan; returns its gateway id. */
  createPlan(terms: GatewayPlanTerms): Promise<string>;
  /** Makes a subscription to a plan for `totalCount` periods, charged from its first (checkout) payment on. */
  createSubscription(input: {
    gatewayPlanId: string;
    terms: GatewayPlanTerms;
    totalCount: number;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** Stops a subscription's charges: at the end of the period paid for, or at once. */
  cancelSubscription(gatewaySubscriptionId: string, options: { atCycleEnd: boolean }): Promise<void>;
  /** Verifies the checkout's signature over OUR gateway order id and the payment id. */
  verifyCheckoutSignature(gatewayOrderId: string, paymentId: string, signature: string | undefined): boolean;
  /** Verifies a subscription checkout's signature over the payment id and OUR gateway subscription id. */
  verifySubscriptionSignature(gatewaySubscriptionId: string, paymentId: string, signature: string | undefined): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}
