import type { Database } from '../db/client';
import { groupByAttempt, presentSession } from './presenters';
import { listAttemptQuestions, listAttempts, listOwnedSessions } from './repository';

export async function listUserSessions(db: Database, userId: string) {
  const sessions = await listOwnedSessions(db, userId);
  const attempts = await listAttempts(
    db,
    sessions.map((session) => session.id),
  );
  const questionsByAttempt = groupByAttempt(
    await listAttemptQuestions(
      db,
      attempts.map((attempt) => attempt.id),
    ),
  );
  return sessions.map((session) =>
    presentSession(
      session,
      attempts.filter((attempt) => attempt.sessionId === session.id),
      questionsByAttempt,
    ),
  );
}
