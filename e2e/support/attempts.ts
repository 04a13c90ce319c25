import { apiRequest, type JsonBody, type TestAccount } from './accounts';

/**
 * Answers to the F1 interview's first four questions: a grammar issue in the first ("my father are supporting"),
 * a red flag in the last (a changed story and "my consultant filled the form").
 */
export const F1_ANSWERS = [
  'I want to do my MS in Computer Science in the US because the research labs are strong, and my father are supporting my plan.',
  'I am going to the University of Texas at Dallas, starting in Fall 2025.',
  'I chose Arizona State University because of its research labs.',
  'i did my btech in mechanical from vit, no sorry it was civil, actually my consultant filled the form so i am not sure',
];

/**
 * Starts the F1 interview for `account`, answers its first questions with F1_ANSWERS as spoken answers, and
 * completes the attempt (start-interview → next-question → submit-answer ×4 → complete_session). Scoring runs after.
 */
export async function answeredF1Attempt(baseUrl: string, account: TestAccount) {
  const api = (path: string, body?: unknown) => apiRequest<JsonBody>(baseUrl, path, account.token, body);
  const interviews = (await api('/get-all-interviews')).data as Array<{ interview_id: number; interview_name: string }>;
  const interview = interviews.find((candidate) => candidate.interview_name === 'F1 Student Visa — Standard');
  if (!interview) throw new Error('F1 interview missing');
  const started = await api('/start-interview', { interview_id: interview.interview_id });
  for (const text of F1_ANSWERS) {
    const next = (await api(`/next-question/${started.child_session_id}`)).data.data;
    await api('/submit-answer', {
      ...started,
      question_id: next.question_id,
      user_answer: text,
      duration_seconds: 8,
      input_method: 'voice',
    });
  }
  await api('/complete_session', { session_id: started.child_session_id });
  return { interview, started };
}
