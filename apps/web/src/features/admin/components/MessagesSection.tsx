import { MESSAGE_STATUSES } from '@visaready/shared/schemas/admin';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/SelectField';
import { useMessages } from '../api/messages';
import { PAGE_SIZE } from '../api/query-keys';
import { formatDateTime } from '../lib/format';
import { MessageDetail } from './MessageDetail';
import { Pagination } from './Pagination';
import { QueryState } from './QueryState';
import { SignupExports } from './SignupExports';
import { TableScroll } from './TableScroll';

interface MessagesSectionProps {
  selectedMessageId: string | null;
  onSelect: (messageId: string | null) => void;
}

/** The support inbox (new messages first by default), one message below the table, and the sign-up exports. */
export function MessagesSection({ selectedMessageId, onSelect }: MessagesSectionProps) {
  const [status, setStatus] = useState('new');
  const [page, setPage] = useState(1);
  const messages = useMessages(status, page);

  return (
    <section className="admin-section" aria-labelledby="admin-messages">
      <h2 id="admin-messages">Support inbox</h2>
      <div className="admin-toolbar">
        <SelectField
          label="Status"
          value={status}
          placeholder="All messages"
          options={MESSAGE_STATUSES}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryState loading={messages.isPending} error={messages.error} />
      {messages.data && (
        <>
          <TableScroll label={status ? `Messages with status ${status}` : 'All messages, newest first'}>
            <table className="admin-table">
              <caption>{status ? `Messages with status ${status}` : 'All messages, newest first'}</caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">From</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Received</th>
                  <th scope="col">
                    <span className="visually-hidden">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {messages.data.data.map((message) => (
                  <tr key={message.message_id} className={message.message_id === selectedMessageId ? 'admin-table__selected' : undefined}>
                    <th scope="row">{message.subject}</th>
                    <td>
                      {message.first_name} {message.last_name}
                    </td>
                    <td className="admin-code">{message.email}</td>
                    <td>
                      <span className={`admin-badge admin-badge--${message.status}`}>{message.status}</span>
                    </td>
                    <td>{formatDateTime(message.created_at)}</td>
                    <td>
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onSelect(message.message_id)}>
                        Open<span className="visually-hidden"> message “{message.subject}”</span>
                      </button>
                    </td>
                  </tr>
                ))}
                {messages.data.data.length === 0 && (
                  <tr>
                    <td colSpan={6}>No messages.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableScroll>
          <Pagination label="messages" one="message" page={page} pageSize={PAGE_SIZE} total={messages.data.total} onPage={setPage} />
        </>
      )}
      {selectedMessageId && <MessageDetail messageId={selectedMessageId} onClose={() => onSelect(null)} />}
      <SignupExports />
    </section>
  );
}
