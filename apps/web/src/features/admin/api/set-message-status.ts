import type { AdminMessageStatusResponse, MessageStatus } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './admin-mutation';
import { adminKeys } from './query-keys';

export const setMessageStatus = ({ messageId, status }: { messageId: string; status: MessageStatus }) =>
  apiFetch<AdminMessageStatusResponse>(`/admin/messages/${encodeURIComponent(messageId)}/status`, { method: 'POST', body: { status } });

export const useSetMessageStatus = () =>
  useAdminMutation(setMessageStatus, (response, queryClient) =>
    queryClient.setQueryData(adminKeys.message(response.data.message_id), response.data),
  );
