import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, PAGE_SIZE, withQuery } from './query-keys';

export const searchUsers = (q: string, page: number) =>
  apiFetch<AdminUserList>(withQuery('/admin/users', { q, page, page_size: PAGE_SIZE }));

export const userSearchQuery = (q: string, page: number) =>
  queryOptions({ queryKey: adminKeys.userSearch(q, page), queryFn: () => searchUsers(q, page) });

export const useUserSearch = (q: string, page: number) => useQuery(userSearchQuery(q, page));
