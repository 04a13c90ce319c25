import type { AdminOrderList } from '@visaready/shared/schemas/admin';
import type { AdminContext } from './context';
import { presentOrder, presentPage } from './presenters';
import { selectOrders } from './repository';

/** Orders (subscriptions) newest first, optionally of one status. */
export async function listOrders(
  context: AdminContext,
  input: { status?: string; page: number; page_size: number },
): Promise<AdminOrderList> {
  const page = { page: input.page, pageSize: input.page_size };
  const { rows, total } = await selectOrders(context.db, input.status, page);
  return presentPage(rows.map(presentOrder), page, total);
}
