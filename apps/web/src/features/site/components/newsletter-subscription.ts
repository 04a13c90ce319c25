import { SITE_MESSAGES } from '@visaready/shared/schemas/site';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

/**
 * Subscribes the address and toasts the outcome (000 §8), for the footer's form and the header's dialog. Returns
 * null when it succeeded, otherwise why it failed (the server's message, or the network error).
 */
export async function subscribeWithToasts(email: string): Promise<string | null> {
  try {
    const { message } = await subscribeNewsletter(email);
    toast.success(message || SITE_MESSAGES.newsletterSuccess);
    return null;
  } catch (error) {
    const problem = error instanceof ApiError ? error.message : SITE_MESSAGES.networkError;
    toast.info(SITE_MESSAGES.newsletterFailedToast(problem));
    return problem;
  }
}
