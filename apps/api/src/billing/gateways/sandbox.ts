import crypto from 'node:crypto';
import type { PaymentGateway } from './gateway';
import { checkoutSignature, signaturesMatch, webhookSignature } from './signature';

/**
 * A local stand-in for Razorpay: orders are created on the server and payments are signed exactly as
 * Razorpay signs them, so the same verification code runs in development and tests.
 */
export function createSandboxGateway(secret: string): PaymentGateway & {
  /** What the sandbox checkout returns on a successful payment, as Razorpay's handler receives it. */
  pay(gatewayOrderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
} {
  return {
    name: 'sandbox',
    displayName: 'Sandbox',
    publicKeyId: null,
    async createOrder({ amountPaise, currency }) {
      return { id: `order_sbx${crypto.randomBytes(8).toString('hex')}`, amountPaise, currency };
    },
    verifyCheckoutSignature(gatewayOrderId, paymentId, signature) {
      return signaturesMatch(checkoutSignature(gatewayOrderId, paymentId, secret), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return signaturesMatch(webhookSignature(rawBody, secret), signature);
    },
    pay(gatewayOrderId) {
      const paymentId = `pay_sbx${crypto.randomBytes(8).toString('hex')}`;
      return {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(gatewayOrderId, paymentId, secret),
      };
    },
  };
}
