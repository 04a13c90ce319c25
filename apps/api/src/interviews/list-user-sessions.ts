import type { Database } from '../db/client';
import { presentSession } from './presenters';
import { listSessionsWithAttemptsOfUser } from './repository';

export async function listUserSessions(db: Database, userId: string) {
  return (await listSessionsWithAttemptsOfUser(db, userId)).map(({ session, attempts }) => presentSession(session, attempts));
}
