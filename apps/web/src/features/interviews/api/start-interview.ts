import { apiFetch } from '../../../lib/api-client';

export interface StartedInterview {
  session_id: string;
  child_session_id: string;
  retry_count: number;
  total_questions: number;
}

export const startInterview = (interviewId: number, totalQuestions: number) =>
  apiFetch<StartedInterview>('/start-interview', { method: 'POST', body: { interview_id: interviewId, total_questions: totalQuestions } });
