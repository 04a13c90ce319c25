import type { NextQuestion } from '@visaready/shared/schemas/interviews';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AttemptIds } from '../../../lib/interview-handoff';
import type { AnswerPayload } from '../lib/answer';
import { liveInterviewKeys } from './query-keys';

/** The calls the live interview makes (spec §7), each a thin fetcher over apiFetch. */

/**
 * GET /next-question: the attempt's first unanswered question. Read through the query client like every read, but
 * never from its cache: each answer saved moves it on.
 */
export const nextQuestionQuery = (childSessionId: string) =>
  queryOptions({
    queryKey: liveInterviewKeys.nextQuestion(childSessionId),
    queryFn: async (): Promise<NextQuestion> =>
      (await apiFetch<{ data: { data: NextQuestion } }>(`/next-question/${encodeURIComponent(childSessionId)}`)).data.data,
    staleTime: 0,
    gcTime: 0,
  });

export const submitAnswer = (ids: AttemptIds, questionId: number, answer: AnswerPayload) =>
  apiFetch<{ remaining_questions: number }>('/submit-answer', {
    method: 'POST',
    body: { session_id: ids.sessionId, child_session_id: ids.childSessionId, question_id: questionId, ...answer },
  });

export const completeSession = (ids: AttemptIds) =>
  apiFetch<{ message: string }>('/complete_session', { method: 'POST', body: { session_id: ids.childSessionId } });

export const requestProcessing = (ids: AttemptIds) =>
  apiFetch<{ status: string }>('/ai/question_feed', {
    method: 'POST',
    body: { session_id: ids.sessionId, child_session_id: ids.childSessionId },
  });
