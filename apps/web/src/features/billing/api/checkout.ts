import type { Checkout, GatewayPayment, Plan, UpdateSubscriptionStatusResponse } from '@visaready/shared/schemas/billing';
import { apiFetch } from '../../../lib/api-client';

/** The payment flow's calls: an order for a plan, its checkout, the sandbox's payment, and the verified result. */

export const placeOrder = (plan: Pick<Plan, 'subscription_id' | 'interview_id'>) =>
  apiFetch<Checkout>('/place_order', { method: 'POST', body: { subscription_id: plan.subscription_id, interview_id: plan.interview_id } });

export const openCheckout = (orderId: string) => apiFetch<Checkout>('/payments/checkout', { method: 'POST', body: { order_id: orderId } });

/** The sandbox's Pay; for a renewing plan its test card can decline the renewal charges that follow. */
export const sandboxPay = (orderId: string, declineRenewals: boolean) =>
  apiFetch<GatewayPayment>('/payments/sandbox/pay', { method: 'POST', body: { order_id: orderId, decline_renewals: declineRenewals } });

/**
 * POST /update-subscription-status with the gateway's proof (for an order or a subscription); the server activates
 * only if it verifies.
 */
export const confirmPayment = (checkout: Checkout, payment: GatewayPayment, gatewayName: string) =>
  apiFetch<UpdateSubscriptionStatusResponse>('/update-subscription-status', {
    method: 'POST',
    body: {
      subscription_id: checkout.subscription_id,
      order_id: checkout.order_id,
      pg_response: {
        status: 'Active',
        transaction_id: payment.razorpay_payment_id,
        payment_gateway: gatewayName,
        razorpay_order_id: payment.razorpay_order_id,
        razorpay_subscription_id: payment.razorpay_subscription_id,
        razorpay_signature: payment.razorpay_signature,
      },
    },
  });
