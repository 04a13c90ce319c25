import type { Database } from '../db/client';
import { presentInterview } from './presenters';
import { listActiveInterviewsForUser } from './repository';

/** A read: it writes nothing (abandoned starts are reclaimed by a scheduled job, see fair-attempts.ts). */
export async function listInterviews(db: Database, userId: string, now = new Date()) {
  return (await listActiveInterviewsForUser(db, userId, now)).map(({ interview, ...licence }) => presentInterview(interview, licence));
}
