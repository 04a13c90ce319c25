import { DISPUTE_MESSAGES, type disputeScoreSchema } from '@visaready/shared/schemas/feedback';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { findOwnedAnswer, insertScoreDispute } from './repository';

/**
 * "This score seems wrong": stored (once per answer) before it is acknowledged, for the admin console's list of
 * disputed answers, which is where the scorer's next training data comes from (decision 006).
 */
export async function disputeScore(
  db: Database,
  userId: string,
  input: z.output<typeof disputeScoreSchema>,
): Promise<{ status: 'success'; message: string }> {
  const answer = await findOwnedAnswer(db, userId, input.answer_id);
  if (!answer) throw notFound(DISPUTE_MESSAGES.answerNotFound, 'answer_not_found');
  if (answer.score === null) throw conflict(DISPUTE_MESSAGES.notScored, 'answer_not_scored');
  await insertScoreDispute(db, { answerId: answer.id, userId, comment: input.comment ?? null });
  return { status: 'success', message: DISPUTE_MESSAGES.stored };
}
