import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessage } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const fetchMessage = async (messageId: string) =>
  (await apiFetch<{ data: AdminMessage }>(`/admin/messages/${encodeURIComponent(messageId)}`)).data;

export const messageQuery = (messageId: string) =>
  queryOptions({ queryKey: adminKeys.message(messageId), queryFn: () => fetchMessage(messageId) });

export const useMessage = (messageId: string) => useQuery(messageQuery(messageId));
