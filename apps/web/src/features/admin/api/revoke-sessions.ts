import type { AdminActionResponse } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './admin-mutation';

export const revokeSessions = (userId: string) =>
  apiFetch<AdminActionResponse>(`/admin/users/${encodeURIComponent(userId)}/revoke-sessions`, { method: 'POST' });

export const useRevokeSessions = () => useAdminMutation(revokeSessions);
