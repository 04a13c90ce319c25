import { PAYMENT_THEME_COLOR } from '@visaready/shared';
import type { Checkout, GatewayPayment } from '@visaready/shared/schemas/billing';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function razorpayConstructor(): RazorpayConstructor | undefined {
  return (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
}

let scriptState: 'idle' | 'loading' | 'failed' = 'idle';

/** Loads Razorpay's checkout.js once, in the background (the spec loads it at runtime). */
export function loadRazorpayScript(): void {
  if (razorpayConstructor() || scriptState === 'loading') return;
  const script = document.createElement('script');
  script.src = CHECKOUT_SCRIPT;
  script.async = true;
  scriptState = 'loading';
  script.addEventListener('load', () => (scriptState = 'idle'));
  script.addEventListener('error', () => {
    scriptState = 'failed';
    script.remove();
  });
  document.body.appendChild(script);
}

/** 'loading' while checkout.js is on its way (the user is asked to wait), 'unavailable' when it failed or never started. */
export function razorpayStatus(): 'ready' | 'loading' | 'unavailable' {
  if (razorpayConstructor()) return 'ready';
  return scriptState === 'loading' ? 'loading' : 'unavailable';
}

/**
 * What checkout pays: our server-created order, or for a renewing plan our server-created subscription (its first
 * payment, or a new card for a renewal whose charge failed).
 */
function checkoutTarget(checkout: Checkout) {
  if (checkout.gateway_subscription_id) {
    return { subscription_id: checkout.gateway_subscription_id, ...(checkout.card_change ? { subscription_card_change: 1 } : {}) };
  }
  return { order_id: checkout.gateway_order_id, amount: checkout.amount, currency: checkout.currency };
}

/** Opens Razorpay's checkout; resolves with the signed payment or null on dismissal. */
export function openRazorpayCheckout(checkout: Checkout, category: string): Promise<GatewayPayment | null> {
  const Razorpay = razorpayConstructor();
  if (!Razorpay) return Promise.reject(new Error('gateway not ready'));
  return new Promise((resolve) => {
    const instance = new Razorpay({
      key: checkout.key_id,
      ...checkoutTarget(checkout),
      name: 'VisaReady',
      description: `Payment for ${category} package`,
      theme: { color: PAYMENT_THEME_COLOR },
      handler: (response: GatewayPayment) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    instance.open();
  });
}
