import { apiFetch } from '../../../lib/api-client';

export const retrySession = (interviewId: number, sessionId: string) =>
  apiFetch<{ session_id: string; child_session_id: string; retry_count: number }>('/retrysession', {
    method: 'POST',
    body: { interview_id: interviewId, session_id: sessionId },
  });
