import { useState } from 'react';
import { useAuditLog } from '../api/audit-log';
import { PAGE_SIZE } from '../api/query-keys';
import { formatDateTime } from '../lib/format';
import { Pagination } from './Pagination';
import { QueryState } from './QueryState';
import { TableScroll } from './TableScroll';

const describe = (details: Record<string, unknown> | null) =>
  details
    ? Object.entries(details)
        .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
        .join('; ')
    : '—';

/** Every admin action: who, what, on which target, when. */
export function AuditSection() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  return (
    <section className="admin-section" aria-labelledby="admin-audit">
      <h2 id="admin-audit">Audit log</h2>
      <QueryState loading={log.isPending} error={log.error} />
      {log.data && (
        <>
          <TableScroll label="Admin actions, newest first">
            <table className="admin-table">
              <caption>Admin actions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {log.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row">{formatDateTime(entry.at)}</th>
                    <td className="admin-code">{entry.actor_email}</td>
                    <td>{entry.action}</td>
                    <td className="admin-code">
                      {entry.target_type} {entry.target_id}
                    </td>
                    <td>{describe(entry.details)}</td>
                  </tr>
                ))}
                {log.data.data.length === 0 && (
                  <tr>
                    <td colSpan={5}>No admin actions yet.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableScroll>
          <Pagination label="entries" one="entry" page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
