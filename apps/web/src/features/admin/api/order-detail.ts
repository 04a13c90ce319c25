import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const fetchOrder = async (orderId: string) =>
  (await apiFetch<{ data: AdminOrderDetail }>(`/admin/orders/${encodeURIComponent(orderId)}`)).data;

export const orderQuery = (orderId: string) => queryOptions({ queryKey: adminKeys.order(orderId), queryFn: () => fetchOrder(orderId) });

export const useOrder = (orderId: string) => useQuery(orderQuery(orderId));
