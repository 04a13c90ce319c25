import { useQuery } from '@tanstack/react-query';
import type { ActiveSubscription } from '@visaready/shared/schemas/billing';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const fetchActiveSubscriptions = () =>
  apiFetch<{ status: 'success'; data: ActiveSubscription[] }>('/active_subscription').then((body) => body.data);

export function useActiveSubscriptions() {
  return useQuery({ queryKey: accountKeys.activeSubscriptions, queryFn: fetchActiveSubscriptions });
}
