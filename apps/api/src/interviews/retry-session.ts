import { INTERVIEW_MESSAGES, MAX_ATTEMPTS } from '@visaready/shared/schemas/interviews';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { findOwnedSession, insertAttemptWithQuestions, listAttempts, setSessionStatus } from './repository';

/** A retest: the next attempt of a completed session, at most three in all. It does not take another test. */
export async function retrySession(db: Database, userId: string, sessionId: string, interviewId: number, now = new Date()) {
  const session = await findOwnedSession(db, userId, sessionId);
  if (!session || session.interviewId !== interviewId) throw notFound(INTERVIEW_MESSAGES.sessionNotFound, 'session_not_found');
  const attempts = await listAttempts(db, [session.id]);
  const latest = attempts.at(-1);
  if (latest && latest.status !== 'completed') throw conflict(INTERVIEW_MESSAGES.attemptInProgress, 'attempt_in_progress');
  if (attempts.length >= MAX_ATTEMPTS) throw conflict(INTERVIEW_MESSAGES.attemptsExhausted, 'attempts_exhausted');

  try {
    return await db.transaction(async (tx) => {
      const attempt = await insertAttemptWithQuestions(tx, session.id, session.interviewId, attempts.length + 1);
      await setSessionStatus(tx, session.id, 'in progress', now);
      return { sessionId: session.id, attemptId: attempt.id, retryCount: attempt.attemptNumber };
    });
  } catch (error) {
    // A concurrent retest created this attempt number first (unique session + number).
    if (isUniqueViolation(error)) throw conflict(INTERVIEW_MESSAGES.attemptInProgress, 'attempt_in_progress');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
