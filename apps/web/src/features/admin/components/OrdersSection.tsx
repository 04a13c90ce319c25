import { ORDER_STATUSES } from '@visaready/shared/schemas/admin';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/SelectField';
import { useOrders } from '../api/orders';
import { formatDateTime, formatRupees } from '../lib/format';
import { PagedTable } from './AdminTable';
import { OrderDetail } from './OrderDetail';

interface OrdersSectionProps {
  selectedOrderId: string | null;
  onSelect: (orderId: string | null) => void;
}

/** Orders and payments, filtered by status; one order's payments and webhook events below the table. */
export function OrdersSection({ selectedOrderId, onSelect }: OrdersSectionProps) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const orders = useOrders(status, page);

  return (
    <section className="admin-section" aria-labelledby="admin-orders">
      <h2 id="admin-orders">Orders and payments</h2>
      <div className="admin-toolbar">
        <SelectField
          label="Status"
          value={status}
          placeholder="All statuses"
          options={ORDER_STATUSES}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={orders}
        items="orders"
        item="order"
        page={page}
        onPage={setPage}
        caption={status ? `Orders with status ${status}` : 'All orders, newest first'}
        columns={['Order', 'Customer', 'Plan', 'Status', 'Amount', 'Created']}
        actions="Details"
        empty="No orders."
        row={(order) => (
          <tr key={order.order_id} className={order.order_id === selectedOrderId ? 'admin-table__selected' : undefined}>
            <th scope="row" className="admin-code">
              {order.order_id}
            </th>
            <td className="admin-code">{order.user_email}</td>
            <td>{order.plan_name}</td>
            <td>{order.status}</td>
            <td>{formatRupees(order.amount)}</td>
            <td>{formatDateTime(order.created_at)}</td>
            <td>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => onSelect(order.order_id)}>
                View<span className="visually-hidden"> order {order.order_id}</span>
              </button>
            </td>
          </tr>
        )}
      />
      {selectedOrderId && <OrderDetail orderId={selectedOrderId} onClose={() => onSelect(null)} />}
    </section>
  );
}
