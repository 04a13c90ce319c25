import crypto from 'node:crypto';

/** Razorpay's checkout signature: hex HMAC-SHA256 of `order_id|payment_id` keyed with the key secret. */
export function checkoutSignature(gatewayOrderId: string, paymentId: string, secret: string): string {
  return hmacHex(`${gatewayOrderId}|${paymentId}`, secret);
}

/** Razorpay's subscription checkout signature: hex HMAC-SHA256 of `payment_id|subscription_id` keyed with the key secret. */
export function subscriptionCheckoutSignature(gatewaySubscriptionId: string, paymentId: string, secret: string): string {
  return hmacHex(`${paymentId}|${gatewaySubscriptionId}`, secret);
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body keyed with the webhook secret. */
export function webhookSignature(rawBody: Buffer | string, secret: string): string {
  return hmacHex(rawBody, secret);
}

export function signaturesMatch(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function hmacHex(data: Buffer | string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}
