import type { AdminMessageList } from '@visaready/shared/schemas/admin';
import type { AdminContext } from './context';
import { presentMessage, presentPage } from './presenters';
import { selectMessages } from './repository';

/** The support inbox, newest first, optionally of one status. */
export async function listMessages(
  context: AdminContext,
  input: { status?: string; page: number; page_size: number },
): Promise<AdminMessageList> {
  const page = { page: input.page, pageSize: input.page_size };
  const { rows, total } = await selectMessages(context.db, input.status, page);
  return presentPage(rows.map(presentMessage), page, total);
}
