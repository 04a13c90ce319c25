import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@visaready/shared/schemas/interviews';
import { apiFetch } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

export const fetchUserSessions = () => apiFetch<{ status: string; data: Session[] }>('/user-sessions').then((body) => body.data);

export const userSessionsQuery = () => queryOptions({ queryKey: interviewKeys.userSessions, queryFn: fetchUserSessions });

export const useUserSessions = () => useQuery(userSessionsQuery());
