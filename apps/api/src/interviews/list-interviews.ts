import type { Database } from '../db/client';
import type { Catalogue } from './catalogue';
import { presentInterview } from './presenters';
import { listLicenceTotalsOfUser } from './repository';

/** A read: it writes nothing (abandoned starts are reclaimed by a scheduled job, see fair-attempts.ts). */
export async function listInterviews(deps: { db: Database; catalogue: Catalogue }, userId: string, now = new Date()) {
  const [catalogue, licences] = await Promise.all([deps.catalogue.list(), listLicenceTotalsOfUser(deps.db, userId, now)]);
  const licenceOf = new Map(licences.map((licence) => [licence.interviewId, licence]));
  return catalogue.map((interview) => presentInterview(interview, licenceOf.get(interview.id)));
}
