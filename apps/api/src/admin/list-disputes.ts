import type { AdminDisputeList } from '@visaready/shared/schemas/admin';
import type { AdminContext } from './context';
import { presentDispute, presentPage } from './presenters';
import { selectDisputes } from './repository';

/** Answers whose users said "This score seems wrong", newest first, with transcript, score, feedback and comment. */
export async function listDisputes(context: AdminContext, input: { page: number; page_size: number }): Promise<AdminDisputeList> {
  const page = { page: input.page, pageSize: input.page_size };
  const { rows, total } = await selectDisputes(context.db, page);
  return presentPage(rows.map(presentDispute), page, total);
}
