import crypto from 'node:crypto';
import { ADMIN_MESSAGES, type AdminQuestionResponse, type questionCreateSchema } from '@visaready/shared/schemas/admin';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { badRequest } from '../http/errors';
import type { AdminContext } from './context';
import { questionViews } from './list-questions';
import { type Actor, appendToInterviews, findInterviewsForUpdate, insertQuestion, recordAudit } from './repository';

/** A slug that says what the question is about, unique by its random tail. */
function newSlug(visaType: string, text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${visaType === 'F1' ? 'f1' : 'b1b2'}-${words || 'question'}-${crypto.randomBytes(3).toString('hex')}`;
}

/** Adds a question to its bank and to the end of the chosen interviews (all of its visa type). */
export async function addQuestion(
  context: AdminContext,
  input: { actor: Actor; question: z.output<typeof questionCreateSchema> },
): Promise<AdminQuestionResponse> {
  const { question } = input;
  const interviewIds = [...new Set(question.interview_ids)];
  const now = new Date();
  const created = await context.db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    // Locked, so two additions to one interview take the next positions one after the other.
    const found = await findInterviewsForUpdate(transaction, interviewIds);
    if (found.length !== interviewIds.length) throw badRequest(ADMIN_MESSAGES.interviewUnknown, 'interview_unknown');
    if (found.some((interview) => interview.visaType !== question.visa_type))
      throw badRequest(ADMIN_MESSAGES.interviewVisaMismatch, 'interview_visa_mismatch');
    const row = await insertQuestion(transaction, {
      slug: newSlug(question.visa_type, question.text),
      visaType: question.visa_type,
      category: question.category,
      text: question.text,
      modelAnswer: question.model_answer,
      keyPoints: question.key_points,
      editedAt: now,
    });
    await appendToInterviews(transaction, row.id, interviewIds, now);
    await recordAudit(transaction, {
      actor: input.actor,
      action: 'question.add',
      targetType: 'question',
      targetId: String(row.id),
      details: { slug: row.slug, interview_ids: interviewIds },
    });
    return row;
  });
  context.catalogue.forget();
  const [view] = await questionViews(context.db, [created]);
  if (!view) throw new Error(`question ${created.id} vanished`);
  return { status: 'success', message: ADMIN_MESSAGES.questionAdded, data: view };
}
