import type { Database } from '../db/client';
import { groupByAttempt, presentSession } from './presenters';
import { listAttemptQuestionsOfUser, listAttemptsOfUser, listOwnedSessions } from './repository';

/** Three queries by user at once, rather than each waiting for the ids of the one before. */
export async function listUserSessions(db: Database, userId: string) {
  const [sessions, attempts, questions] = await Promise.all([
    listOwnedSessions(db, userId),
    listAttemptsOfUser(db, userId),
    listAttemptQuestionsOfUser(db, userId),
  ]);
  const questionsByAttempt = groupByAttempt(questions);
  return sessions.map((session) =>
    presentSession(
      session,
      attempts.filter((attempt) => attempt.sessionId === session.id),
      questionsByAttempt,
    ),
  );
}
