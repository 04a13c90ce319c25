import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import type { Database } from '../db/client';
import { badRequest, conflict, notFound } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { findOwnedAttempt, insertAnswerOnce, listAttemptQuestions, markFirstQuestionShown } from './repository';
import { enqueueFeedback } from '../feedback/jobs';

export interface SubmitAnswerInput {
  sessionId: string;
  attemptId: string;
  questionId: number;
  userAnswer: string;
  durationSeconds?: number;
  confidence?: number;
  inputMethod?: 'voice' | 'typed';
}

/** Stores the answer (before acknowledging it) and queues its scoring. A repeated submit keeps the first answer. */
export async function submitAnswer(db: Database, jobs: JobQueue, userId: string, input: SubmitAnswerInput, now = new Date()) {
  const owned = await findOwnedAttempt(db, userId, input.attemptId);
  if (!owned || owned.session.id !== input.sessionId) throw notFound(INTERVIEW_MESSAGES.sessionNotFound, 'session_not_found');
  if (owned.attempt.status === 'completed') throw conflict(INTERVIEW_MESSAGES.alreadyExited, 'attempt_completed');
  const questions = await listAttemptQuestions(db, [input.attemptId]);
  if (!questions.some((question) => question.questionId === input.questionId)) {
    throw badRequest(INTERVIEW_MESSAGES.questionNotInAttempt, 'question_not_in_attempt');
  }

  // Taking an answer uses the attempt, whichever way the question was read.
  await markFirstQuestionShown(db, owned.attempt, now);
  const text = input.userAnswer.trim();
  const stored = await insertAnswerOnce(db, {
    attemptId: input.attemptId,
    questionId: input.questionId,
    userAnswer: text === '' ? INTERVIEW_MESSAGES.noIdea : text,
    inputMethod: input.inputMethod ?? 'voice',
    durationSeconds: input.durationSeconds,
    transcriptConfidence: input.confidence,
    answeredAt: now,
  });
  await enqueueFeedback(jobs, input.attemptId);
  const answeredIds = new Set(questions.filter((question) => question.answer).map((question) => question.questionId));
  answeredIds.add(input.questionId);
  return { questionId: stored.questionId, userAnswer: stored.userAnswer, remainingQuestions: questions.length - answeredIds.size };
}
