import { findContradictions } from '@visaready/scoring';
import type { Database } from '../db/client';
import { answersOfAttempt, storeConsistencyFlags } from './repository';

/** Compares the facts stated across a completed attempt's answers and stores the contradictions found. */
export async function checkAttemptConsistency(db: Database, attemptId: string) {
  const given = await answersOfAttempt(db, attemptId);
  const flags = findContradictions(given.map((answer) => ({ questionId: answer.questionId, answer: answer.userAnswer })));
  await storeConsistencyFlags(db, attemptId, flags);
  return flags;
}
