import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionHistoryRecord } from '@visaready/shared/schemas/billing';
import { apiFetch } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export const fetchHistory = async () =>
  (await apiFetch<{ data: { data: SubscriptionHistoryRecord[] } }>('/subscription_history')).data.data;

export const historyQuery = () => queryOptions({ queryKey: billingKeys.history, queryFn: fetchHistory });

export const useSubscriptionHistory = () => useQuery(historyQuery());
