import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@visaready/shared/schemas/interviews';
import { apiFetch } from '../../../lib/api-client';

export const fetchUserSessions = () => apiFetch<{ status: string; data: Session[] }>('/user-sessions').then((body) => body.data);

export const userSessionsQuery = () => queryOptions({ queryKey: ['user-sessions'], queryFn: fetchUserSessions });

export const useUserSessions = () => useQuery(userSessionsQuery());
