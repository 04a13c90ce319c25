import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessageList } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, PAGE_SIZE, withQuery } from './query-keys';

export const fetchMessages = (status: string, page: number) =>
  apiFetch<AdminMessageList>(withQuery('/admin/messages', { status, page, page_size: PAGE_SIZE }));

export const messagesQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.messageList(status, page),
    queryFn: () => fetchMessages(status, page),
  });

export const useMessages = (status: string, page: number) => useQuery(messagesQuery(status, page));
