import { MESSAGE_STATUSES, type MessageStatus } from '@visaready/shared/schemas/admin';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../api/message-detail';
import { useSetMessageStatus } from '../api/set-message-status';
import { formatDateTime } from '../lib/format';
import { DetailPanel } from './DetailPanel';
import { Fact } from './Fact';
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
            <Fact term="From">
              {data.first_name} {data.last_name}
            </Fact>
            <Fact term="E-mail" code>
              {data.email}
            </Fact>
            <Fact term="Phone">{data.phone_number}</Fact>
            <Fact term="Received">{formatDateTime(data.created_at)}</Fact>
            <Fact term="Status">
              <span className={`admin-badge admin-badge--${data.status}`}>{data.status}</span>
            </Fact>
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
