import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewProgress, PracticeProgress } from '@visaready/shared/schemas/feedback';
import { apiFetch } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

/** The interviews' scores per attempt, and practice scores per day as a series of their own. */
export const fetchProgress = () =>
  apiFetch<{ status: string; data: InterviewProgress[]; practice: PracticeProgress }>('/progress').then((body) => ({
    interviews: body.data,
    practice: body.practice,
  }));

export const progressQuery = () => queryOptions({ queryKey: interviewKeys.progress, queryFn: fetchProgress });

export const useProgress = () => useQuery(progressQuery());
