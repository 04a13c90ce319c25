import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '@visaready/shared/schemas/interviews';
import { apiFetch } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

export const fetchInterviews = () => apiFetch<{ status: string; data: Interview[] }>('/get-all-interviews').then((body) => body.data);

export const interviewsQuery = () => queryOptions({ queryKey: interviewKeys.interviews, queryFn: fetchInterviews });

export const useInterviews = () => useQuery(interviewsQuery());
