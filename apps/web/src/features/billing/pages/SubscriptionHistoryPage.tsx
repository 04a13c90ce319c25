import { MOBILE_BREAKPOINT_PX, SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS, type SubscriptionHistoryRecord } from '@visaready/shared/schemas/billing';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PageShell } from '../../../components/ui/PageShell';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { formatDate } from '../../../lib/format-date';
import { openCheckout } from '../api/checkout';
import { useSubscriptionHistory } from '../api/subscription-history';
import { gatewayNotOpenedMessage, usePayment } from '../components/use-payment';
import { formatRupees } from '../lib/format-rupees';
import { DEFAULT_HISTORY_SORT, type HistoryColumn, type HistorySort, nextSort, searchHistory, sortHistory } from '../lib/history-table';
import '../components/billing.css';

const COLUMNS: Array<{ key: HistoryColumn; label: string }> = [
  { key: 'order_id', label: 'Order ID' },
  { key: 'name', label: 'Plan' },
  { key: 'interview_name', label: 'Interview' },
  { key: 'status', label: 'Status' },
  { key: 'purchase_date', label: 'Purchase Date' },
  { key: 'expiry_date', label: 'Expiry Date' },
  { key: 'remaining_tests', label: 'Remaining Tests' },
  { key: 'price', label: 'Price' },
  { key: 'is_auto_renew', label: 'Auto Renew' },
];

/** The phone layout has no column headers to click: every column, either way, is a choice in one select. */
const SORT_OPTIONS = COLUMNS.flatMap((column) => [
  { value: `${column.key}:desc`, label: `${column.label} (descending)` },
  { value: `${column.key}:asc`, label: `${column.label} (ascending)` },
]);

const KNOWN_STATUSES: Record<string, string> = {
  [SUBSCRIPTION_STATUS.active]: 'status--active',
  [SUBSCRIPTION_STATUS.expired]: 'status--expired',
  [SUBSCRIPTION_STATUS.paymentDue]: 'status--due',
};

function cell(row: SubscriptionHistoryRecord, key: HistoryColumn) {
  const value = row[key];
  if (key === 'purchase_date' || key === 'expiry_date') return formatDate(value as string | null);
  if (key === 'price') return formatRupees(row.price);
  if (key === 'is_auto_renew') return row.is_auto_renew ? 'Yes' : 'No';
  if (key === 'status') return <span className={`status ${KNOWN_STATUSES[row.status] ?? 'status--neutral'}`}>{row.status}</span>;
  return value === null ? '—' : String(value);
}

function useIsMobile() {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMobile(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return mobile;
}

export default function SubscriptionHistoryPage() {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { pay, dialog } = usePayment();
  const history = useSubscriptionHistory();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<HistorySort>(DEFAULT_HISTORY_SORT);
  const [paying, setPaying] = useState<string | null>(null);

  useEffect(() => {
    if (history.isError) toast.error(BILLING_MESSAGES.historyFailed);
  }, [history.isError]);

  const visible = useMemo(() => sortHistory(searchHistory(history.data ?? [], query), sort), [history.data, query, sort]);

  const payNow = async (row: SubscriptionHistoryRecord) => {
    setPaying(row.order_id);
    try {
      const outcome = await pay(await openCheckout(row.order_id), row.name);
      const notOpened = gatewayNotOpenedMessage(outcome);
      // A verified payment has already refreshed every read, this table included (use-payment).
      if (outcome === 'paid') {
        toast.success(BILLING_MESSAGES.paymentSuccess);
        setTimeout(() => navigate('/dashboard'), PAYMENT_SUCCESS_REDIRECT_MS);
      } else if (outcome === 'charge-pending') toast.info(BILLING_MESSAGES.renewalChargePending);
      else if (notOpened) toast.error(notOpened);
      else toast.error(outcome === 'unverified' ? BILLING_MESSAGES.updateFailed : BILLING_MESSAGES.notCompleted);
    } catch {
      toast.error(BILLING_MESSAGES.initiateFailed);
    } finally {
      setPaying(null);
    }
  };

  const payButton = (row: SubscriptionHistoryRecord) => (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      disabled={row.status !== SUBSCRIPTION_STATUS.paymentDue || paying !== null}
      onClick={() => payNow(row)}
      aria-label={`Pay Now for order ${row.order_id}`}
    >
      {paying === row.order_id ? 'Processing…' : 'Pay Now'}
    </button>
  );

  return (
    <PageShell title="Subscription History" className="history">
      <div className="history__tools">
        <TextField
          label="Search"
          type="search"
          fieldClassName="history__search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search any field"
        />
        {mobile && (
          <SelectField
            label="Sort by"
            options={SORT_OPTIONS}
            value={`${sort.column}:${sort.direction}`}
            onChange={(event) => {
              const [column, direction] = event.target.value.split(':') as [HistoryColumn, 'asc' | 'desc'];
              setSort({ column, direction });
            }}
          />
        )}
      </div>

      {history.isPending ? (
        <p>Loading…</p>
      ) : visible.length === 0 ? (
        <p className="history__empty">{BILLING_MESSAGES.noHistory}</p>
      ) : mobile ? (
        <ul className="history__cards">
          {visible.map((row) => (
            <li key={row.order_id} className="history-card">
              <dl>
                {COLUMNS.map((column) => (
                  <div key={column.key} className="history-card__row">
                    <dt>{column.label}</dt>
                    <dd>{cell(row, column.key)}</dd>
                  </div>
                ))}
              </dl>
              {payButton(row)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="history__table-wrap">
          <table className="history__table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sort.column === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button type="button" className="history__sort" onClick={() => setSort(nextSort(sort, column.key))}>
                      {column.label}
                      <span aria-hidden="true">{sort.column === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  </th>
                ))}
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={row.order_id}>
                  {COLUMNS.map((column) => (
                    <td key={column.key}>{cell(row, column.key)}</td>
                  ))}
                  <td>{payButton(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog}
    </PageShell>
  );
}
