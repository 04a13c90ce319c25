import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewProgress } from '@visaready/shared/schemas/feedback';
import { apiFetch } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

export const fetchProgress = () => apiFetch<{ status: string; data: InterviewProgress[] }>('/progress').then((body) => body.data);

export const progressQuery = () => queryOptions({ queryKey: interviewKeys.progress, queryFn: fetchProgress });

export const useProgress = () => useQuery(progressQuery());
