import { INTERVIEW_MESSAGES, type NextQuestion } from '@visaready/shared/schemas/interviews';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { findOwnedAttempt, listAttemptQuestions, markFirstQuestionShown } from './repository';

/** The first unanswered question of an attempt, so a reload or a restart resumes where the user left off. */
export async function nextQuestion(db: Database, userId: string, attemptId: string, now = new Date()): Promise<NextQuestion> {
  const owned = await findOwnedAttempt(db, userId, attemptId);
  if (!owned) throw notFound(INTERVIEW_MESSAGES.sessionNotFound, 'session_not_found');
  const questions = await listAttemptQuestions(db, [attemptId]);
  const unanswered = questions.filter((question) => !question.answer);
  const current = owned.attempt.status === 'completed' ? undefined : unanswered[0];
  if (!current) {
    return { question_data: null, question_id: null, remaining_questions: 0, total_questions: questions.length, status: 'completed' };
  }
  await markFirstQuestionShown(db, owned.attempt, now);
  return {
    question_data: { question: current.text, model_answer: current.modelAnswer },
    question_id: current.questionId,
    remaining_questions: unanswered.length - 1,
    total_questions: questions.length,
    status: owned.attempt.status,
  };
}
