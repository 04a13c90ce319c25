import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const fetchUser = async (userId: string) =>
  (await apiFetch<{ data: AdminUserDetail }>(`/admin/users/${encodeURIComponent(userId)}`)).data;

export const userQuery = (userId: string) => queryOptions({ queryKey: adminKeys.user(userId), queryFn: () => fetchUser(userId) });

export const useUser = (userId: string) => useQuery(userQuery(userId));
