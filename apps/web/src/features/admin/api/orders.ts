import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, PAGE_SIZE, withQuery } from './query-keys';

export const fetchOrders = (status: string, page: number) =>
  apiFetch<AdminOrderList>(withQuery('/admin/orders', { status, page, page_size: PAGE_SIZE }));

export const ordersQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.orderList(status, page),
    queryFn: () => fetchOrders(status, page),
  });

export const useOrders = (status: string, page: number) => useQuery(ordersQuery(status, page));
