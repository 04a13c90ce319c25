import { MOBILE_BREAKPOINT_PX, SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS, type SubscriptionHistoryRecord } from '@visaready/shared/schemas/billing';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PageShell } from '../../../components/ui/PageShell';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { formatDate } from '../../../lib/format-date';
import { useMessageText, useTranslation } from '../../../lib/i18n';
import { openCheckout } from '../api/checkout';
import { useSubscriptionHistory } from '../api/subscription-history';
import { gatewayNotOpenedMessage, usePayment } from '../components/use-payment';
import { formatRupees } from '../lib/format-rupees';
import { DEFAULT_HISTORY_SORT, type HistoryColumn, type HistorySort, nextSort, searchHistory, sortHistory } from '../lib/history-table';
import '../components/billing.css';

const COLUMNS = [
  'order_id',
  'name',
  'interview_name',
  'status',
  'purchase_date',
  'expiry_date',
  'remaining_tests',
  'price',
  'is_auto_renew',
] as const satisfies HistoryColumn[];

const KNOWN_STATUSES: Record<string, string> = {
  [SUBSCRIPTION_STATUS.active]: 'status--active',
  [SUBSCRIPTION_STATUS.expired]: 'status--expired',
  [SUBSCRIPTION_STATUS.paymentDue]: 'status--due',
};

function Cell({ row, column }: { row: SubscriptionHistoryRecord; column: HistoryColumn }) {
  const { t } = useTranslation('billing', { keyPrefix: 'history' });
  const value = row[column];
  if (column === 'purchase_date' || column === 'expiry_date') return formatDate(value as string | null);
  if (column === 'price') return formatRupees(row.price);
  if (column === 'is_auto_renew') return row.is_auto_renew ? t('yes') : t('no');
  if (column === 'status') {
    // A status this build does not know shows as the server wrote it.
    const known = row.status in KNOWN_STATUSES;
    return (
      <span className={`status ${KNOWN_STATUSES[row.status] ?? 'status--neutral'}`}>
        {known ? t(`statuses.${row.status}`) : row.status}
      </span>
    );
  }
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
  const { t } = useTranslation('billing', { keyPrefix: 'history' });
  const message = useMessageText();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { pay, dialog } = usePayment();
  const history = useSubscriptionHistory();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<HistorySort>(DEFAULT_HISTORY_SORT);
  const [paying, setPaying] = useState<string | null>(null);

  useEffect(() => {
    if (history.isError) toast.error(message(BILLING_MESSAGES.historyFailed));
  }, [history.isError, message]);

  // The phone layout has no column headers to click: every column, either way, is a choice in one select.
  const sortOptions = COLUMNS.flatMap((column) => [
    { value: `${column}:desc`, label: t('descending', { column: t(`columns.${column}`) }) },
    { value: `${column}:asc`, label: t('ascending', { column: t(`columns.${column}`) }) },
  ]);

  const visible = useMemo(() => sortHistory(searchHistory(history.data ?? [], query), sort), [history.data, query, sort]);

  const payNow = async (row: SubscriptionHistoryRecord) => {
    setPaying(row.order_id);
    try {
      const outcome = await pay(await openCheckout(row.order_id), row.name);
      const notOpened = gatewayNotOpenedMessage(outcome);
      // A verified payment has already refreshed every read, this table included (use-payment).
      if (outcome === 'paid') {
        toast.success(message(BILLING_MESSAGES.paymentSuccess));
        setTimeout(() => navigate('/dashboard'), PAYMENT_SUCCESS_REDIRECT_MS);
      } else if (outcome === 'charge-pending') toast.info(message(BILLING_MESSAGES.renewalChargePending));
      else if (notOpened) toast.error(message(notOpened));
      else toast.error(message(outcome === 'unverified' ? BILLING_MESSAGES.updateFailed : BILLING_MESSAGES.notCompleted));
    } catch {
      toast.error(message(BILLING_MESSAGES.initiateFailed));
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
      aria-label={t('payNowFor', { order: row.order_id })}
    >
      {paying === row.order_id ? t('processing') : t('payNow')}
    </button>
  );

  return (
    <PageShell title={t('title')} className="history">
      <div className="history__tools">
        <TextField
          label={t('search')}
          type="search"
          fieldClassName="history__search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('searchPlaceholder')}
        />
        {mobile && (
          <SelectField
            label={t('sortBy')}
            options={sortOptions}
            value={`${sort.column}:${sort.direction}`}
            onChange={(event) => {
              const [column, direction] = event.target.value.split(':') as [HistoryColumn, 'asc' | 'desc'];
              setSort({ column, direction });
            }}
          />
        )}
      </div>

      {history.isPending ? (
        <p>{t('loading')}</p>
      ) : visible.length === 0 ? (
        <p className="history__empty">{message(BILLING_MESSAGES.noHistory)}</p>
      ) : mobile ? (
        <ul className="history__cards">
          {visible.map((row) => (
            <li key={row.order_id} className="history-card">
              <dl>
                {COLUMNS.map((column) => (
                  <div key={column} className="history-card__row">
                    <dt>{t(`columns.${column}`)}</dt>
                    <dd>
                      <Cell row={row} column={column} />
                    </dd>
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
                    key={column}
                    scope="col"
                    aria-sort={sort.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button type="button" className="history__sort" onClick={() => setSort(nextSort(sort, column))}>
                      {t(`columns.${column}`)}
                      <span aria-hidden="true">{sort.column === column ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  </th>
                ))}
                <th scope="col">{t('action')}</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={row.order_id}>
                  {COLUMNS.map((column) => (
                    <td key={column}>
                      <Cell row={row} column={column} />
                    </td>
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
