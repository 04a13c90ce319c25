import type { AdminUserList } from '@visaready/shared/schemas/admin';
import type { AdminContext } from './context';
import { presentPage, presentUser } from './presenters';
import { selectUsers } from './repository';

/** Users whose e-mail or name contains the text (all users for none), newest first, a page at a time. */
export async function searchUsers(context: AdminContext, input: { q: string; page: number; page_size: number }): Promise<AdminUserList> {
  const page = { page: input.page, pageSize: input.page_size };
  const { rows, total } = await selectUsers(context.db, input.q, page);
  return presentPage(rows.map(presentUser), page, total);
}
