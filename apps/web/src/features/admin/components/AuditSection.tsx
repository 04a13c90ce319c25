import { useState } from 'react';
import { useAuditLog } from '../api/audit-log';
import { formatDateTime } from '../lib/format';
import { PagedTable } from './AdminTable';

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
      <PagedTable
        list={log}
        items="entries"
        item="entry"
        page={page}
        onPage={setPage}
        caption="Admin actions, newest first"
        columns={['When', 'Who', 'Action', 'Target', 'Details']}
        empty="No admin actions yet."
        row={(entry) => (
          <tr key={entry.id}>
            <th scope="row">{formatDateTime(entry.at)}</th>
            <td className="admin-code">{entry.actor_email}</td>
            <td>{entry.action}</td>
            <td className="admin-code">
              {entry.target_type} {entry.target_id}
            </td>
            <td>{describe(entry.details)}</td>
          </tr>
        )}
      />
    </section>
  );
}
