/** What billing needs from a payment provider; Razorpay in production, the sandbox in development and tests. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
}

export interface PaymentGateway {
  /** Stored on orders and payments. */
  name: 'razorpay' | 'sandbox';
  /** The name the checkout reports as `payment_gateway`. */
  displayName: string;
  /** Public key for the browser checkout (Razorpay's key id; null for the sandbox). */
  publicKeyId: string | null;
  createOrder(input: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Verifies the checkout's signature over OUR gateway order id and the payment id. */
  verifyCheckoutSignature(gatewayOrderId: string, paymentId: string, signature: string | undefined): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}
