import { useOrder } from '../api/order-detail';
import { formatDateTime, formatRupees } from '../lib/format';
import { AdminTable } from './AdminTable';
import { DetailPanel } from './DetailPanel';
import { QueryState } from './QueryState';

/** One order: its facts, the payments recorded for it and the gateway's webhook events about it. */
export function OrderDetail({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const order = useOrder(orderId);
  const data = order.data;
  return (
    <DetailPanel id={orderId} title={`Order ${orderId}`} closeLabel="order details" onClose={onClose}>
      <QueryState loading={order.isPending} error={order.error} />
      {data && (
        <>
          <dl className="admin-facts">
            <div>
              <dt>Customer</dt>
              <dd>{data.user_email}</dd>
            </div>
            <div>
              <dt>Plan</dt>
              <dd>{data.plan_name}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{data.status}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{formatRupees(data.amount)}</dd>
            </div>
            <div>
              <dt>Gateway</dt>
              <dd>{data.gateway ?? '—'}</dd>
            </div>
            <div>
              <dt>Gateway order</dt>
              <dd className="admin-code">{data.gateway_order_id ?? '—'}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatDateTime(data.created_at)}</dd>
            </div>
            <div>
              <dt>Activated</dt>
              <dd>{formatDateTime(data.activated_at)}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{formatDateTime(data.expiry_date)}</dd>
            </div>
          </dl>

          <AdminTable
            caption="Payments"
            columns={['Payment', 'Status', 'Reported by', 'Amount', 'Recorded']}
            rows={data.payments}
            empty="No payments recorded."
            row={(payment) => (
              <tr key={payment.payment_id}>
                <th scope="row" className="admin-code">
                  {payment.payment_id}
                </th>
                <td>{payment.status}</td>
                <td>{payment.source}</td>
                <td>{formatRupees(payment.amount)}</td>
                <td>{formatDateTime(payment.created_at)}</td>
              </tr>
            )}
          />

          <AdminTable
            caption="Webhook events"
            columns={['Event', 'Type', 'Received', 'Payload']}
            rows={data.webhook_events}
            empty="No webhook events for this order."
            row={(event) => (
              <tr key={event.event_id}>
                <th scope="row" className="admin-code">
                  {event.event_id}
                </th>
                <td>{event.event_type}</td>
                <td>{formatDateTime(event.received_at)}</td>
                <td>
                  <details>
                    <summary>
                      Show payload<span className="visually-hidden"> of {event.event_id}</span>
                    </summary>
                    <pre className="admin-pre">{JSON.stringify(event.payload, null, 2)}</pre>
                  </details>
                </td>
              </tr>
            )}
          />
        </>
      )}
    </DetailPanel>
  );
}
