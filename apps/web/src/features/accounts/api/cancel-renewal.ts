import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelRenewalResponse } from '@visaready/shared/schemas/billing';
import { apiFetch } from '../../../lib/api-client';
import { SUBSCRIPTIONS_SCOPE } from '../../../lib/query-scopes';

/** POST /cancel-renewal: the plan stops renewing and stays Active until the period paid for ends. */
export const cancelRenewal = (orderId: string) =>
  apiFetch<CancelRenewalResponse>('/cancel-renewal', { method: 'POST', body: { order_id: orderId } });

/** Cancels a plan's renewal, then refreshes every read of the user's subscriptions (this page's and the history). */
export function useCancelRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRenewal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_SCOPE }),
  });
}
