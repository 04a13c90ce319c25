import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminActionResponse } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** Deactivates (no sign-in, tokens refused) or reactivates a user. */
export const setUserActive = ({ userId, active }: { userId: string; active: boolean }) =>
  apiFetch<AdminActionResponse>(`/admin/users/${encodeURIComponent(userId)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' });

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
