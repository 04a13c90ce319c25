import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@visaready/shared/schemas/accounts';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The signed-in user's role, from their profile: it decides what the web app shows; the server checks every request. */
export const fetchRole = async () => (await apiFetch<ProfileResponse>('/get_user_profile')).data.role;

export const adminRoleQuery = () => queryOptions({ queryKey: adminKeys.role, queryFn: fetchRole });

export const useAdminRole = () => useQuery(adminRoleQuery());
