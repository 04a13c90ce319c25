import { ADMIN_MESSAGES, type AdminQuestionResponse } from '@visaready/shared/schemas/admin';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import type { AdminContext } from './context';
import { questionView } from './list-questions';
import {
  type Actor,
  findInterviewsForUpdate,
  findQuestionForUpdate,
  interviewsAsking,
  recordAudit,
  removeFromInterviews,
  updateQuestion,
} from './repository';

/**
 * Retires a question: it leaves every interview (new attempts no longer ask it; started ones keep their copy of
 * the list) and stays in the bank, with its text, for the attempts that asked it.
 */
export async function retireQuestion(context: AdminContext, input: { actor: Actor; questionId: number }): Promise<AdminQuestionResponse> {
  const now = new Date();
  await context.db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    const current = await findQuestionForUpdate(transaction, input.questionId);
    if (!current) throw notFound(ADMIN_MESSAGES.questionNotFound, 'question_not_found');
    if (current.retiredAt) throw conflict(ADMIN_MESSAGES.questionAlreadyRetired, 'question_retired');
    const interviewIds = (await interviewsAsking(transaction, current.id)).map((row) => row.interviewId);
    // Locked, then counted again: two retirements from one interview cannot both take its last questions.
    await findInterviewsForUpdate(transaction, interviewIds);
    if ((await interviewsAsking(transaction, current.id)).some((row) => row.size <= 1))
      throw conflict(ADMIN_MESSAGES.lastQuestionOfInterview, 'last_question');
    await updateQuestion(transaction, current.id, { retiredAt: now, editedAt: now });
    await removeFromInterviews(transaction, current.id, interviewIds, now);
    await recordAudit(transaction, {
      actor: input.actor,
      action: 'question.retire',
      targetType: 'question',
      targetId: String(current.id),
      details: { interview_ids: interviewIds },
    });
  });
  context.catalogue.forget();
  return { status: 'success', message: ADMIN_MESSAGES.questionRetired, data: await questionView(context.db, input.questionId) };
}
