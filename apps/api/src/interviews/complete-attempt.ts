import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { completeAttempt, findOwnedAttempt, markFirstQuestionShown } from './repository';
import { enqueueFeedback } from '../feedback/jobs';

/** Completes an attempt (submit or exit). Repeating it is harmless. */
export async function completeUserAttempt(db: Database, jobs: JobQueue, userId: string, attemptId: string, now = new Date()) {
  const owned = await findOwnedAttempt(db, userId, attemptId);
  if (!owned) throw notFound(INTERVIEW_MESSAGES.sessionNotFound, 'session_not_found');
  await markFirstQuestionShown(db, owned.attempt, now);
  await completeAttempt(db, attemptId, owned.session.id, now);
  await enqueueFeedback(jobs, attemptId);
}
