import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatDate } from '../../../lib/format-date';
import { useActiveSubscriptions } from '../api/active-subscriptions';

/** My Account's list of subscriptions in force (spec 001 §2 'Account'). */
export function ActiveSubscriptions() {
  const { data, isPending, isError } = useActiveSubscriptions();

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
              <p className="account__subscription-name">{subscription.name}</p>
              <dl>
                <div>
                  <dt>Remaining tests</dt>
                  <dd>{subscription.remaining_tests}</dd>
                </div>
                <div>
                  <dt>Valid until</dt>
                  <dd>{formatDate(subscription.expiry_date)}</dd>
                </div>
                <div>
                  <dt>Order</dt>
                  <dd>{subscription.order_id}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/subscription-history">View subscription history</Link> · <Link to="/subscribe">Buy a plan</Link>
      </p>
    </section>
  );
}
