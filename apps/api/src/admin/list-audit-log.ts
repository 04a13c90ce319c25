import type { AuditLog } from '@visaready/shared/schemas/admin';
import type { AdminContext } from './context';
import { presentAuditEntry, presentPage } from './presenters';
import { selectAuditEntries } from './repository';

/** Every admin action, newest first. */
export async function listAuditLog(context: AdminContext, input: { page: number; page_size: number }): Promise<AuditLog> {
  const page = { page: input.page, pageSize: input.page_size };
  const { rows, total } = await selectAuditEntries(context.db, page);
  return presentPage(rows.map(presentAuditEntry), page, total);
}
