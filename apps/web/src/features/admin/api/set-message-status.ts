import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMessageStatusResponse, MessageStatus } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const setMessageStatus = ({ messageId, status }: { messageId: string; status: MessageStatus }) =>
  apiFetch<AdminMessageStatusResponse>(`/admin/messages/${encodeURIComponent(messageId)}/status`, { method: 'POST', body: { status } });

export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageStatus,
    onSuccess: (response) => {
      queryClient.setQueryData(adminKeys.message(response.data.message_id), response.data);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
