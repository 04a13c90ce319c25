import { type ReactNode, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  BILLING_MESSAGES,
  PAYMENT_DISMISS_REDIRECT_MS,
  PAYMENT_POPUP_DELAY_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
} from '@visaready/shared/schemas/billing';
import { openCheckout } from '../api/checkout';
import { gatewayNotOpenedMessage, usePayment } from './use-payment';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sign-up page's paid-order step (spec 000 §4 'Email sign-up'): after 2 s the checkout opens for the order
 * created at registration; success → toast, /dashboard after 2 s (reloaded); dismissal → message, /dashboard after 1 s.
 */
export function useSignupPayment(): { startSignupPayment(orderId: string, category: string): Promise<void>; dialog: ReactNode } {
  const { pay, dialog } = usePayment();
  const navigate = useNavigate();

  const startSignupPayment = useCallback(
    async (orderId: string, category: string) => {
      toast.info(BILLING_MESSAGES.completePayment);
      await wait(PAYMENT_POPUP_DELAY_MS);
      let outcome: Awaited<ReturnType<typeof pay>>;
      try {
        outcome = await pay(await openCheckout(orderId), category);
      } catch {
        toast.error(BILLING_MESSAGES.initiateFailed);
        return;
      }
      const notOpened = gatewayNotOpenedMessage(outcome);
      if (notOpened) {
        toast.error(notOpened);
        return;
      }
      if (outcome === 'paid') {
        toast.success(BILLING_MESSAGES.paymentSuccess);
        await wait(PAYMENT_SUCCESS_REDIRECT_MS);
        window.location.assign('/dashboard');
        return;
      }
      if (outcome === 'unverified') toast.error(BILLING_MESSAGES.updateFailed);
      else toast.error(BILLING_MESSAGES.notCompletedRedirecting);
      await wait(PAYMENT_DISMISS_REDIRECT_MS);
      navigate('/dashboard');
    },
    [pay, navigate],
  );
  return { startSignupPayment, dialog };
}
