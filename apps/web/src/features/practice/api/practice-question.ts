import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeQuestionDetail } from '@visaready/shared/schemas/practice';
import { apiFetch } from '../../../lib/api-client';
import { practiceKeys } from './query-keys';

export const fetchPracticeQuestion = (questionId: number) =>
  apiFetch<{ status: string; data: PracticeQuestionDetail }>(`/practice/questions/${questionId}`).then((body) => body.data);

export const practiceQuestionQuery = (questionId: number) =>
  queryOptions({ queryKey: practiceKeys.question(questionId), queryFn: () => fetchPracticeQuestion(questionId) });

export const usePracticeQuestion = (questionId: number) => useQuery(practiceQuestionQuery(questionId));
