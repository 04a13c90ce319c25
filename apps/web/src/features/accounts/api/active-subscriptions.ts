import { useQuery } from '@tanstack/react-query';
import type { ActiveSubscription } from '@visaready/shared/schemas/billing';
import { apiFetch } from '../../../lib/api-client';

export const activeSubscriptionsQueryKey = ['active-subscriptions'] as const;

export const fetchActiveSubscriptions = () =>
  apiFetch<{ status: 'success'; data: ActiveSubscription[] }>('/active_subscription').then((body) => body.data);

export function useActiveSubscriptions() {
  return useQuery({ queryKey: activeSubscriptionsQueryKey, queryFn: fetchActiveSubscriptions });
}
