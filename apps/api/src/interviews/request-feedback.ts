import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { findOwnedAttempt } from './repository';
import { enqueueFeedback } from '../feedback/jobs';

/** The result view's "generate feedback" request: queues scoring of the attempt's unscored answers. */
export async function requestFeedback(db: Database, jobs: JobQueue, userId: string, sessionId: string, attemptId: string) {
  const owned = await findOwnedAttempt(db, userId, attemptId);
  if (!owned || owned.session.id !== sessionId) throw notFound(INTERVIEW_MESSAGES.sessionNotFound, 'session_not_found');
  await enqueueFeedback(jobs, attemptId);
}
