import { useOrder } from '../api/order-detail';
import { formatDateTime, formatRupees } from '../lib/format';
import { AdminTable } from './AdminTable';
import { DetailPanel } from './DetailPanel';
import { Fact } from './Fact';
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
            <Fact term="Customer">{data.user_email}</Fact>
            <Fact term="Plan">{data.plan_name}</Fact>
            <Fact term="Status">{data.status}</Fact>
            <Fact term="Amount">{formatRupees(data.amount)}</Fact>
            <Fact term="Gateway">{data.gateway ?? '—'}</Fact>
            <Fact term="Gateway order" code>
              {data.gateway_order_id ?? '—'}
            </Fact>
            <Fact term="Created">{formatDateTime(data.created_at)}</Fact>
            <Fact term="Activated">{formatDateTime(data.activated_at)}</Fact>
            <Fact term="Expires">{formatDateTime(data.expiry_date)}</Fact>
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
