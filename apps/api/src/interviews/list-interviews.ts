import type { Database } from '../db/client';
import { unshownStartCutoff } from './fair-attempts';
import { presentInterview } from './presenters';
import { licenceTotalsByInterview, listActiveInterviews, reclaimUnshownStarts } from './repository';

export async function listInterviews(db: Database, userId: string, now = new Date()) {
  await reclaimUnshownStarts(db, userId, unshownStartCutoff(now));
  const [catalogue, licences] = await Promise.all([listActiveInterviews(db), licenceTotalsByInterview(db, userId, now)]);
  return catalogue.map((interview) => presentInterview(interview, licences.get(interview.id)));
}
