import type { AdminQuestion, AdminQuestionList } from '@visaready/shared/schemas/admin';
import type { Database } from '../db/client';
import type { AdminContext } from './context';
import { presentPage, presentQuestions } from './presenters';
import { findQuestion, type QuestionRow, questionUsage, selectQuestions } from './repository';

/** Questions with the interviews asking them and how often they were asked. */
export async function questionViews(db: Database, rows: QuestionRow[]): Promise<AdminQuestion[]> {
  return presentQuestions(
    rows,
    await questionUsage(
      db,
      rows.map((row) => row.id),
    ),
  );
}

/** One question as the console shows it, read again after a change. */
export async function questionView(db: Database, questionId: number): Promise<AdminQuestion> {
  const row = await findQuestion(db, questionId);
  const [view] = row ? await questionViews(db, [row]) : [];
  if (!view) throw new Error(`question ${questionId} vanished`);
  return view;
}

/** The question banks: active, retired (including replaced versions) or all, by visa type and text. */
export async function listQuestions(
  context: AdminContext,
  input: { visa_type?: string; status: 'active' | 'retired' | 'all'; q: string; page: number; page_size: number },
): Promise<AdminQuestionList> {
  const page = { page: input.page, pageSize: input.page_size };
  const { rows, total } = await selectQuestions(context.db, { visaType: input.visa_type, status: input.status, text: input.q }, page);
  return presentPage(await questionViews(context.db, rows), page, total);
}
