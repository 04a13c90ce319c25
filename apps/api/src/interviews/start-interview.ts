import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import type { Database } from '../db/client';
import { conflict, forbidden, notFound } from '../http/errors';
import { unshownStartCutoff } from './fair-attempts';
import { findActiveInterview, insertAttemptWithQuestions, insertSession, reclaimUnshownStarts, takeLicence } from './repository';

/**
 * Starts a session: takes one test from an Active, unexpired licence and creates attempt 1 with its question
 * list fixed. All in one transaction, so a failed start never costs a test.
 */
export async function startInterview(db: Database, userId: string, interviewId: number, now = new Date()) {
  const interview = await findActiveInterview(db, interviewId);
  if (!interview) throw notFound(INTERVIEW_MESSAGES.noMatchingInterview, 'interview_not_found');
  if (interview.numQuestions === 0) throw conflict(INTERVIEW_MESSAGES.noQuestions, 'no_questions');
  await reclaimUnshownStarts(db, userId, unshownStartCutoff(now));

  return db.transaction(async (tx) => {
    const subscriptionId = await takeLicence(tx, userId, interviewId, now);
    if (!subscriptionId) throw forbidden(INTERVIEW_MESSAGES.noActiveSubscription, 'no_remaining_tests');
    const session = await insertSession(tx, { userId, interviewId, subscriptionId, status: 'in progress' });
    const attempt = await insertAttemptWithQuestions(tx, session.id, interviewId, 1);
    return { sessionId: session.id, attemptId: attempt.id, retryCount: attempt.attemptNumber, totalQuestions: interview.numQuestions };
  });
}
