import { INTERVIEW_MESSAGES, type QuestionWithAnswer } from '@visaready/shared/schemas/interviews';
import type { Database } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { presentQuestionWithAnswer } from './presenters';
import {
  findActiveInterview,
  findOwnedSession,
  holdsInterview,
  listAttemptQuestions,
  listAttempts,
  listInterviewQuestions,
  markFirstQuestionShown,
} from './repository';

/**
 * The question set with model answers, for the preview. With a session it is the latest attempt's fixed list
 * (what the user will actually be asked), and revealing it uses the attempt; without, the interview's current
 * list, only for a user who holds a licence for the interview or has started it.
 */
export async function listQuestionsWithAnswers(
  db: Database,
  userId: string,
  interviewId: number,
  sessionId?: string,
  now = new Date(),
): Promise<QuestionWithAnswer[]> {
  if (sessionId) {
    const session = await findOwnedSession(db, userId, sessionId);
    if (!session || session.interviewId !== interviewId) throw notFound(INTERVIEW_MESSAGES.sessionNotFound, 'session_not_found');
    const latest = (await listAttempts(db, [session.id])).at(-1);
    if (!latest) return [];
    await markFirstQuestionShown(db, latest, now);
    const questions = await listAttemptQuestions(db, [latest.id]);
    return questions.map(presentQuestionWithAnswer);
  }
  const interview = await findActiveInterview(db, interviewId);
  if (!interview) throw notFound(INTERVIEW_MESSAGES.noMatchingInterview, 'interview_not_found');
  if (!(await holdsInterview(db, userId, interviewId))) throw forbidden(INTERVIEW_MESSAGES.noActiveSubscription, 'no_licence');
  const questions = await listInterviewQuestions(db, interviewId);
  return questions.map(presentQuestionWithAnswer);
}
