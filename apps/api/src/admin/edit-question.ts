import { fillPlaceholders } from '@visaready/shared';
import { ADMIN_MESSAGES, type AdminQuestionResponse, type questionEditSchema } from '@visaready/shared/schemas/admin';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import type { AdminContext } from './context';
import { questionView } from './list-questions';
import {
  type Actor,
  findQuestionForUpdate,
  insertQuestion,
  type QuestionRow,
  questionUsage,
  recordAudit,
  replaceInInterviews,
  updateQuestion,
} from './repository';

/** Version n + 1 of a question: its first slug with a version mark. */
const versionSlug = (question: QuestionRow) => `${question.slug.replace(/~v\d+$/, '')}~v${question.version + 1}`;

/**
 * Edits a question. One no attempt has asked is changed in place. One already asked is never changed: the edit
 * becomes version n + 1, which takes its place in every interview, and the old row is retired with a pointer to
 * it, so attempts (which name the row they asked) keep the text they showed and were scored against.
 */
export async function editQuestion(
  context: AdminContext,
  input: { actor: Actor; questionId: number; changes: z.output<typeof questionEditSchema> },
): Promise<AdminQuestionResponse> {
  const { changes } = input;
  const now = new Date();
  const outcome = await context.db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    // Locked: a start that would copy this question into an attempt waits for the edit (its foreign key check
    // needs the row), so "never asked" stays true until the edit commits.
    const current = await findQuestionForUpdate(transaction, input.questionId);
    if (!current) throw notFound(ADMIN_MESSAGES.questionNotFound, 'question_not_found');
    if (current.retiredAt) throw conflict(ADMIN_MESSAGES.questionAlreadyRetired, 'question_retired');
    const values = {
      category: changes.category,
      text: changes.text,
      modelAnswer: changes.model_answer,
      keyPoints: changes.key_points,
      editedAt: now,
    };
    const { asked } = await questionUsage(transaction, [current.id]);
    const audit = { actor: input.actor, action: 'question.edit', targetType: 'question', targetId: String(current.id) };
    if ((asked.get(current.id) ?? 0) === 0) {
      await updateQuestion(transaction, current.id, values);
      await recordAudit(transaction, { ...audit, details: { version: current.version, in_place: true } });
      return { id: current.id, newVersion: null };
    }
    const next = await insertQuestion(transaction, {
      ...values,
      slug: versionSlug(current),
      visaType: current.visaType,
      version: current.version + 1,
    });
    await updateQuestion(transaction, current.id, { retiredAt: now, replacedById: next.id, editedAt: now });
    await replaceInInterviews(transaction, current.id, next.id, now);
    await recordAudit(transaction, { ...audit, details: { version: next.version, replaced_by_id: next.id } });
    return { id: next.id, newVersion: next.version };
  });
  return {
    status: 'success',
    message: outcome.newVersion
      ? fillPlaceholders(ADMIN_MESSAGES.questionSavedAsVersion, { n: outcome.newVersion })
      : ADMIN_MESSAGES.questionSaved,
    data: await questionView(context.db, outcome.id),
  };
}
