import { type ActiveSubscription, BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatDate } from '../../../lib/format-date';
import { useMessageText, useTranslation } from '../../../lib/i18n';
import { useActiveSubscriptions } from '../api/active-subscriptions';
import { CancelRenewalDialog } from './CancelRenewalDialog';

/** What happens at the end of the period: the next renewal, or the end of a renewal that was cancelled. */
function Renewal({ subscription }: { subscription: ActiveSubscription }) {
  const { t } = useTranslation('account', { keyPrefix: 'subscriptions' });
  if (subscription.next_renewal_date) {
    return (
      <div>
        <dt>{t('nextRenewal')}</dt>
        <dd>{formatDate(subscription.next_renewal_date)}</dd>
      </div>
    );
  }
  if (subscription.renewal_cancelled_at) {
    return (
      <div>
        <dt>{t('renewal')}</dt>
        <dd>{t('cancelled')}</dd>
      </div>
    );
  }
  return null;
}

/** My Account's list of subscriptions in force (spec 001 §2 'Account'), with renewal dates and Cancel renewal. */
export function ActiveSubscriptions() {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const { data, isPending, isError } = useActiveSubscriptions();
  const [cancelling, setCancelling] = useState<ActiveSubscription | null>(null);

  useEffect(() => {
    if (isError) toast.error(message(BILLING_MESSAGES.plansFailed));
  }, [isError, message]);

  return (
    <section className="account__section" aria-labelledby="active-subscriptions-heading">
      <h2 id="active-subscriptions-heading">{t('subscriptions.heading')}</h2>
      {isPending && <p role="status">{t('common:loading')}</p>}
      {data?.length === 0 && <p>{message(BILLING_MESSAGES.noActiveSubscriptions)}</p>}
      {data && data.length > 0 && (
        <ul className="account__subscriptions">
          {data.map((subscription) => (
            <li key={subscription.order_id} className="account__subscription">
              <p className="account__subscription-name" id={`subscription-${subscription.order_id}`}>
                {subscription.name}
              </p>
              <dl>
                <div>
                  <dt>{t('subscriptions.remainingTests')}</dt>
                  <dd>{subscription.remaining_tests}</dd>
                </div>
                <div>
                  <dt>{t('subscriptions.validUntil')}</dt>
                  <dd>{formatDate(subscription.expiry_date)}</dd>
                </div>
                <Renewal subscription={subscription} />
                <div>
                  <dt>{t('subscriptions.order')}</dt>
                  <dd>{subscription.order_id}</dd>
                </div>
              </dl>
              {subscription.next_renewal_date && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm account__renewal-action"
                  aria-describedby={`subscription-${subscription.order_id}`}
                  onClick={() => setCancelling(subscription)}
                >
                  {t('subscriptions.cancelRenewal')}
                </button>
              )}
              {subscription.renewal_cancelled_at && (
                <p className="account__renewal-note">{t('subscriptions.willNotRenew', { date: formatDate(subscription.expiry_date) })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/subscription-history">{t('subscriptions.history')}</Link> · <Link to="/subscribe">{t('subscriptions.buy')}</Link>
      </p>
      <CancelRenewalDialog subscription={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
