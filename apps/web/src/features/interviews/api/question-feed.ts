import { apiFetch } from '../../../lib/api-client';

/** Asks the server to (re)generate missing feedback for an attempt. */
export const requestQuestionFeed = (sessionId: string, childSessionId: string) =>
  apiFetch<{ status: string; message: string }>('/ai/question_feed', {
    method: 'POST',
    body: { session_id: sessionId, child_session_id: childSessionId },
  });
