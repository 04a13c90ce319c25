import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeQuestionsQuery, PracticeQuestionSummary, PracticeUsage } from '@visaready/shared/schemas/practice';
import { apiFetch } from '../../../lib/api-client';
import { practiceKeys } from './query-keys';

export interface PracticeQuestionList {
  questions: PracticeQuestionSummary[];
  visa_types: Array<{ visa_type: string; categories: string[] }>;
  usage: PracticeUsage;
}

export const fetchPracticeQuestions = (query: PracticeQuestionsQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return apiFetch<{ status: string; data: PracticeQuestionList }>(`/practice/questions?${params}`).then((body) => body.data);
};

export const practiceQuestionsQuery = (query: PracticeQuestionsQuery) =>
  queryOptions({
    queryKey: practiceKeys.questions(query),
    queryFn: () => fetchPracticeQuestions(query),
    placeholderData: keepPreviousData,
  });

export const usePracticeQuestions = (query: PracticeQuestionsQuery) => useQuery(practiceQuestionsQuery(query));
