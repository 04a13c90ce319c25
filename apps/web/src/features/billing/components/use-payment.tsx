import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES, type Checkout, type GatewayPayment } from '@visaready/shared/schemas/billing';
import { usePublicConfig } from '../../../lib/public-config';
import { confirmPayment, sandboxPay } from '../api/checkout';
import { loadRazorpayScript, openRazorpayCheckout, razorpayStatus } from '../lib/razorpay-checkout';
import { SandboxCheckoutDialog } from './SandboxCheckoutDialog';

/**
 * 'paid' only after the server verified the gateway's signature and activated the order; 'charge-pending' when it
 * verified a new card for a failed renewal whose charge the gateway has yet to report; 'loading' while the gateway's
 * script is still arriving, 'not-ready' when it could not be loaded.
 */
export type PaymentOutcome = 'paid' | 'charge-pending' | 'dismissed' | 'failed' | 'loading' | 'not-ready' | 'unverified';

/** The spec's message when checkout could not open because the gateway's script is not there (yet). */
export function gatewayNotOpenedMessage(outcome: PaymentOutcome): string | undefined {
  if (outcome === 'loading') return BILLING_MESSAGES.gatewayLoading;
  if (outcome === 'not-ready') return BILLING_MESSAGES.gatewayNotReady;
  return undefined;
}

interface PendingSandbox {
  checkout: Checkout;
  category: string;
  settle: (outcome: PaymentOutcome) => void;
}

/**
 * The one checkout flow every page uses: opens the configured gateway (Razorpay's checkout.js, or the in-app
 * sandbox dialog) for a server-created order, then posts the signed result to /update-subscription-status.
 * Render `dialog` somewhere in the page.
 */
export function usePayment(): { pay(checkout: Checkout, category: string): Promise<PaymentOutcome>; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const gateway = usePublicConfig().data?.paymentGateway;
  const [pending, setPending] = useState<PendingSandbox | null>(null);
  const [busy, setBusy] = useState(false);

  // Razorpay's checkout.js starts loading as soon as a page that can pay is shown, so Buy Now rarely waits for it.
  useEffect(() => {
    if (gateway === 'razorpay') loadRazorpayScript();
  }, [gateway]);

  const verify = useCallback(
    async (checkout: Checkout, payment: GatewayPayment, gatewayName: string): Promise<PaymentOutcome> => {
      try {
        const confirmed = await confirmPayment(checkout, payment, gatewayName);
        // A payment changes licences, subscriptions and history: every cached read may be stale.
        await queryClient.invalidateQueries();
        return confirmed.data.status === SUBSCRIPTION_STATUS.active ? 'paid' : 'charge-pending';
      } catch {
        return 'unverified';
      }
    },
    [queryClient],
  );

  const pay = useCallback(
    async (checkout: Checkout, category: string): Promise<PaymentOutcome> => {
      const gateway = checkout.gateway;
      if (gateway === 'razorpay') {
        const status = razorpayStatus();
        if (status !== 'ready') {
          // A failed load is retried, so the next click may find the gateway ready.
          if (status === 'unavailable') loadRazorpayScript();
          return status === 'loading' ? 'loading' : 'not-ready';
        }
        const payment = await openRazorpayCheckout(checkout, category);
        return payment ? verify(checkout, payment, 'Razorpay') : 'dismissed';
      }
      return new Promise<PaymentOutcome>((settle) => setPending({ checkout, category, settle }));
    },
    [verify],
  );

  const finish = (outcome: PaymentOutcome) => {
    pending?.settle(outcome);
    setPending(null);
    setBusy(false);
  };

  const dialog = (
    <SandboxCheckoutDialog
      checkout={pending?.checkout ?? null}
      category={pending?.category ?? ''}
      busy={busy}
      onDismiss={() => finish('dismissed')}
      onFail={() => finish('failed')}
      onPay={async ({ declineRenewals }) => {
        if (!pending) return;
        setBusy(true);
        try {
          const payment = await sandboxPay(pending.checkout.order_id, declineRenewals);
          finish(await verify(pending.checkout, payment, 'Sandbox'));
        } catch {
          finish('failed');
        }
      }}
    />
  );
  return { pay, dialog };
}
