import type { Database } from '../db/client';
import { presentInterview } from './presenters';
import { licenceTotalsByInterview, listActiveInterviews } from './repository';

/** A read: it writes nothing (abandoned starts are reclaimed by a scheduled job, see fair-attempts.ts). */
export async function listInterviews(db: Database, userId: string, now = new Date()) {
  const [catalogue, licences] = await Promise.all([listActiveInterviews(db), licenceTotalsByInterview(db, userId, now)]);
  return catalogue.map((interview) => presentInterview(interview, licences.get(interview.id)));
}
