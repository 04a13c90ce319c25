import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInterview } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const fetchInterviews = async () => (await apiFetch<{ data: AdminInterview[] }>('/admin/interviews')).data;

export const interviewsQuery = () => queryOptions({ queryKey: adminKeys.interviews, queryFn: fetchInterviews, staleTime: 5 * 60_000 });

export const useInterviews = () => useQuery(interviewsQuery());
