import type { PublicConfig } from '@visaready/shared/schemas/common';
import type { NextQuestion } from '@visaready/shared/schemas/interviews';
import { apiFetch } from '../../../lib/api-client';
import type { AnswerPayload } from '../lib/answer';

/** The calls the live interview makes (spec §7), each a thin fetcher over apiFetch. */

export interface AttemptIds {
  sessionId: string;
  childSessionId: string;
}

export const fetchSpeechEngine = async (): Promise<PublicConfig['speechEngine']> =>
  (await apiFetch<PublicConfig>('/config', { auth: false })).speechEngine;

export const fetchNextQuestion = async (childSessionId: string): Promise<NextQuestion> =>
  (await apiFetch<{ data: { data: NextQuestion } }>(`/next-question/${encodeURIComponent(childSessionId)}`)).data.data;

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
