import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQuestionList } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, PAGE_SIZE, withQuery } from './query-keys';

export interface QuestionFilter {
  visaType: string;
  status: string;
  q: string;
}

export const fetchQuestions = (filter: QuestionFilter, page: number) =>
  apiFetch<AdminQuestionList>(
    withQuery('/admin/questions', { visa_type: filter.visaType, status: filter.status, q: filter.q, page, page_size: PAGE_SIZE }),
  );

export const questionsQuery = (filter: QuestionFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.questionList(filter, page),
    queryFn: () => fetchQuestions(filter, page),
  });

export const useQuestions = (filter: QuestionFilter, page: number) => useQuery(questionsQuery(filter, page));
