import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionWithAnswer } from '@visaready/shared/schemas/interviews';
import { apiFetch } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

export const fetchQuestionSet = (interviewId: number, sessionId: string | null) =>
  apiFetch<{ status: string; data: QuestionWithAnswer[] }>('/list_questions_with_answers', {
    method: 'POST',
    body: { interview_id: String(interviewId), ...(sessionId ? { session_id: sessionId } : {}) },
  }).then((body) => body.data);

export const questionSetQuery = (interviewId: number, sessionId: string | null) =>
  queryOptions({ queryKey: interviewKeys.questionSet(interviewId, sessionId), queryFn: () => fetchQuestionSet(interviewId, sessionId) });

export const useQuestionSet = (interviewId: number, sessionId: string | null) => useQuery(questionSetQuery(interviewId, sessionId));
