import { type ActiveSubscription, BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatDate } from '../../../lib/format-date';
import { useActiveSubscriptions } from '../api/active-subscriptions';
import { CancelRenewalDialog } from './CancelRenewalDialog';

/** What happens at the end of the period: the next renewal, or the end of a renewal that was cancelled. */
function Renewal({ subscription }: { subscription: ActiveSubscription }) {
  if (subscription.next_renewal_date) {
    return (
      <div>
        <dt>Next renewal</dt>
        <dd>{formatDate(subscription.next_renewal_date)}</dd>
      </div>
    );
  }
  if (subscription.renewal_cancelled_at) {
    return (
      <div>
        <dt>Renewal</dt>
        <dd>Cancelled</dd>
      </div>
    );
  }
  return null;
}

/** My Account's list of subscriptions in force (spec 001 §2 'Account'), with renewal dates and Cancel renewal. */
export function ActiveSubscriptions() {
  const { data, isPending, isError } = useActiveSubscriptions();
  const [cancelling, setCancelling] = useState<ActiveSubscription | null>(null);

  useEffect(() => {
    if (isError) toast.error(BILLING_MESSAGES.plansFailed);
  }, [isError]);

  return (
    <section className="account__section" aria-labelledby="active-subscriptions-heading">
      <h2 id="active-subscriptions-heading">Active Subscriptions</h2>
      {isPending && <p role="status">Loading...</p>}
      {data?.length === 0 && <p>{BILLING_MESSAGES.noActiveSubscriptions}</p>}
      {data && data.length > 0 && (
        <ul className="account__subscriptions">
          {data.map((subscription) => (
            <li key={subscription.order_id} className="account__subscription">
              <p className="account__subscription-name" id={`subscription-${subscription.order_id}`}>
                {subscription.name}
              </p>
              <dl>
                <div>
                  <dt>Remaining tests</dt>
                  <dd>{subscription.remaining_tests}</dd>
                </div>
                <div>
                  <dt>Valid until</dt>
                  <dd>{formatDate(subscription.expiry_date)}</dd>
                </div>
                <Renewal subscription={subscription} />
                <div>
                  <dt>Order</dt>
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
                  Cancel renewal
                </button>
              )}
              {subscription.renewal_cancelled_at && (
                <p className="account__renewal-note">
                  This plan will not renew. You keep access until {formatDate(subscription.expiry_date)}.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/subscription-history">View subscription history</Link> · <Link to="/subscribe">Buy a plan</Link>
      </p>
      <CancelRenewalDialog subscription={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
