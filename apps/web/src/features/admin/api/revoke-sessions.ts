import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminActionResponse } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const revokeSessions = (userId: string) =>
  apiFetch<AdminActionResponse>(`/admin/users/${encodeURIComponent(userId)}/revoke-sessions`, { method: 'POST' });

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
