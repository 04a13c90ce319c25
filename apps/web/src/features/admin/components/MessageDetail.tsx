import { MESSAGE_STATUSES, type MessageStatus } from '@visaready/shared/schemas/admin';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../api/message-detail';
import { useSetMessageStatus } from '../api/set-message-status';
import { formatDateTime } from '../lib/format';
import { DetailPanel } from './DetailPanel';
import { QueryState } from './QueryState';

const MARK: Record<MessageStatus, string> = { new: 'Mark as new', answered: 'Mark as answered', closed: 'Mark as closed' };

/** One support message, a reply link to its sender and its status (new, answered, closed). */
export function MessageDetail({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const message = useMessage(messageId);
  const setStatus = useSetMessageStatus();
  const data = message.data;

  const mark = async (status: MessageStatus) => {
    try {
      toast.success((await setStatus.mutateAsync({ messageId, status })).message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The status could not be saved. Please try again.');
    }
  };

  return (
    <DetailPanel id={messageId} title={data ? data.subject : 'Message'} closeLabel="message" onClose={onClose}>
      <QueryState loading={message.isPending} error={message.error} />
      {data && (
        <>
          <dl className="admin-facts">
            <div>
              <dt>From</dt>
              <dd>
                {data.first_name} {data.last_name}
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd className="admin-code">{data.email}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{data.phone_number}</dd>
            </div>
            <div>
              <dt>Received</dt>
              <dd>{formatDateTime(data.created_at)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`admin-badge admin-badge--${data.status}`}>{data.status}</span>
              </dd>
            </div>
          </dl>
          <blockquote className="admin-message">{data.message}</blockquote>
          <div className="admin-actions">
            <a
              className="btn btn-primary"
              href={`mailto:${encodeURIComponent(data.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${data.subject}`)}`}
            >
              Reply by e-mail
            </a>
            {MESSAGE_STATUSES.filter((status) => status !== data.status).map((status) => (
              <button key={status} type="button" className="btn btn-ghost" disabled={setStatus.isPending} onClick={() => mark(status)}>
                {MARK[status]}
              </button>
            ))}
          </div>
        </>
      )}
    </DetailPanel>
  );
}
