import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDisputeList } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, PAGE_SIZE, withQuery } from './query-keys';

export const fetchDisputes = (page: number) =>
  apiFetch<AdminDisputeList>(withQuery('/admin/scores/disputes', { page, page_size: PAGE_SIZE }));

export const disputesQuery = (page: number) => queryOptions({ queryKey: adminKeys.disputes(page), queryFn: () => fetchDisputes(page) });

export const useDisputes = (page: number) => useQuery(disputesQuery(page));
