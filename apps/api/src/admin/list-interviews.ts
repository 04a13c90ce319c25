import type { AdminInterview } from '@visaready/shared/schemas/admin';
import type { AdminContext } from './context';
import { selectInterviews } from './repository';

/** The interviews a question can be added to. */
export async function listInterviews(context: AdminContext): Promise<{ status: 'success'; data: AdminInterview[] }> {
  const rows = await selectInterviews(context.db);
  return {
    status: 'success',
    data: rows.map((row) => ({ interview_id: row.id, name: row.name, visa_type: row.visaType, num_questions: row.numQuestions })),
  };
}
