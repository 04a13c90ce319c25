import type { AdminActionResponse } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './admin-mutation';

/** Deactivates (no sign-in, tokens refused) or reactivates a user. */
export const setUserActive = ({ userId, active }: { userId: string; active: boolean }) =>
  apiFetch<AdminActionResponse>(`/admin/users/${encodeURIComponent(userId)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' });

export const useSetUserActive = () => useAdminMutation(setUserActive);
