import { MESSAGE_STATUSES } from '@visaready/shared/schemas/admin';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/SelectField';
import { useMessages } from '../api/messages';
import { formatDateTime } from '../lib/format';
import { PagedTable } from './AdminTable';
import { MessageDetail } from './MessageDetail';
import { SignupExports } from './SignupExports';

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
      <PagedTable
        list={messages}
        items="messages"
        item="message"
        page={page}
        onPage={setPage}
        caption={status ? `Messages with status ${status}` : 'All messages, newest first'}
        columns={['Subject', 'From', 'E-mail', 'Status', 'Received']}
        actions="Details"
        empty="No messages."
        row={(message) => (
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
        )}
      />
      {selectedMessageId && <MessageDetail messageId={selectedMessageId} onClose={() => onSelect(null)} />}
      <SignupExports />
    </section>
  );
}
