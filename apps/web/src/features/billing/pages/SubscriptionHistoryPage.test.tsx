import { screen, within } from '@testing-library/react';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import { describe, expect, it } from 'vitest';
import { checkoutAnswer, gatewayPaymentAnswer, historyAnswer, historyRecord, updateStatusAnswer } from '../../../testing/api-answers';
import { advanceClock, installFakeClock } from '../../../testing/clock';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { navigatedTo, renderRoute, signIn } from '../../../testing/render-route';
import { findToast } from '../../../testing/toasts';

const ACTIVE = historyRecord({ order_id: 'ord_A', name: 'F1 Premium', purchase_date: '2026-03-05T10:00:00.000Z' });
const DUE = historyRecord({
  order_id: 'ord_B',
  name: 'B1/B2 Monthly',
  interview_name: 'B1/B2 Visitor Visa Interview',
  status: SUBSCRIPTION_STATUS.paymentDue,
  purchase_date: '2026-05-20T10:00:00.000Z',
  expiry_date: null,
  remaining_tests: 0,
  price: 1499,
  is_auto_renew: true,
});
const EXPIRED = historyRecord({
  order_id: 'ord_C',
  name: 'F1 Trial',
  status: SUBSCRIPTION_STATUS.expired,
  purchase_date: '2026-01-15T10:00:00.000Z',
  expiry_date: '2026-01-22T10:00:00.000Z',
  remaining_tests: 0,
  price: 1,
});

async function openHistory(options: { advanceTimers?: (ms: number) => void } = {}) {
  signIn();
  const { user } = renderRoute('/subscription-history', '/subscription-history', options);
  await screen.findByRole('heading', { level: 1, name: 'Subscription History' });
  return { user };
}

/** The table's body rows as the cells' texts, Action column left out. */
function tableRows(): string[][] {
  const [, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, -1)
      .map((cell) => cell.textContent ?? ''),
  );
}

const orderIds = () => tableRows().map((cells) => cells[0]);

describe('Subscription history (/subscription-history)', () => {
  it('lists every order with en-US dates, rupee prices and the status, newest purchase first', async () => {
    const api = fakeApi().on('GET /subscription_history', { body: historyAnswer([ACTIVE, DUE, EXPIRED]) });
    await openHistory();

    await screen.findByRole('table');
    expect(tableRows()).toEqual([
      ['ord_B', 'B1/B2 Monthly', 'B1/B2 Visitor Visa Interview', SUBSCRIPTION_STATUS.paymentDue, 'May 20, 2026', '—', '0', '₹1,499', 'Yes'],
      ['ord_A', 'F1 Premium', 'F1 Student Visa Interview', 'Active', 'Mar 5, 2026', 'Apr 4, 2026', '4', '₹999', 'No'],
      ['ord_C', 'F1 Trial', 'F1 Student Visa Interview', 'Expired', 'Jan 15, 2026', 'Jan 22, 2026', '0', '₹1', 'No'],
    ]);
    expect(screen.getByRole('columnheader', { name: /Purchase Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(api.callsTo('GET /subscription_history')[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it('sorts by the column clicked, one way then the other', async () => {
    fakeApi().on('GET /subscription_history', { body: historyAnswer([ACTIVE, DUE, EXPIRED]) });
    const { user } = await openHistory();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(orderIds()).toEqual(['ord_C', 'ord_A', 'ord_B']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Purchase Date/ })).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: /Price/ }));
    expect(orderIds()).toEqual(['ord_B', 'ord_A', 'ord_C']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters on any field, whatever the case, and says so when nothing matches', async () => {
    fakeApi().on('GET /subscription_history', { body: historyAnswer([ACTIVE, DUE, EXPIRED]) });
    const { user } = await openHistory();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'b1/B2 visitor');
    expect(orderIds()).toEqual(['ord_B']);
    await user.clear(search);
    await user.type(search, 'EXPIRED');
    expect(orderIds()).toEqual(['ord_C']);
    await user.clear(search);
    await user.type(search, 'no such order');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(BILLING_MESSAGES.noHistory)).toBeInTheDocument();
  });

  it('shows the loading state, then the empty state for a user with no orders', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    fakeApi().on('GET /subscription_history', () => new Promise((resolve) => (answer = resolve)));
    await openHistory();

    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    answer({ body: historyAnswer([]) });
    expect(await screen.findByText(BILLING_MESSAGES.noHistory)).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("toasts the spec's message when the history cannot be read (after one retry)", async () => {
    const api = fakeApi().on('GET /subscription_history', apiError(500, 'internal_error', 'Something went wrong.'));
    const clock = installFakeClock();
    await openHistory(clock);

    await screen.findByText('Loading…');
    await advanceClock(1_000);
    await findToast(BILLING_MESSAGES.historyFailed);
    expect(api.callsTo('GET /subscription_history')).toHaveLength(2);
    expect(screen.getByText(BILLING_MESSAGES.noHistory)).toBeInTheDocument();
  });

  it('offers Pay Now only on an order awaiting payment; paying it refreshes the table and goes to /dashboard after 2 s', async () => {
    let paid = false;
    const api = fakeApi()
      .on('GET /subscription_history', () => ({
        body: historyAnswer([ACTIVE, paid ? { ...DUE, status: SUBSCRIPTION_STATUS.active } : DUE, EXPIRED]),
      }))
      .on('POST /payments/checkout', { body: checkoutAnswer({ order_id: 'ord_B', name: 'B1/B2 Monthly', price: 1499, amount: 149_900 }) })
      .on('POST /payments/sandbox/pay', { body: gatewayPaymentAnswer() })
      .on('POST /update-subscription-status', () => {
        paid = true;
        return { body: updateStatusAnswer('ord_B') };
      });
    const clock = installFakeClock();
    const { user } = await openHistory(clock);
    await screen.findByRole('table');

    expect(screen.getByRole('button', { name: 'Pay Now for order ord_A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay Now for order ord_C' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pay Now for order ord_B' }));

    const checkout = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    expect(within(checkout).getByText('Payment for B1/B2 Monthly package')).toBeInTheDocument();
    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹1,499' }));

    await findToast(BILLING_MESSAGES.paymentSuccess);
    expect(api.callsTo('POST /payments/checkout').map((call) => call.body)).toEqual([{ order_id: 'ord_B' }]);
    expect(api.callsTo('POST /update-subscription-status').map((call) => call.body)).toEqual([
      {
        subscription_id: 3,
        order_id: 'ord_B',
        pg_response: {
          status: 'Active',
          transaction_id: 'pay_sbx_1',
          payment_gateway: 'Sandbox',
          razorpay_order_id: 'order_sbx_1',
          razorpay_signature: 'c0ffee',
        },
      },
    ]);
    expect(api.callsTo('GET /subscription_history')).toHaveLength(2);
    expect(tableRows()[0]?.[3]).toBe('Active');

    await advanceClock(1_900);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    await advanceClock(100);
    expect(await navigatedTo()).toBe('/dashboard');
  });

  it('lays the orders out as cards with a sort choice on a phone', async () => {
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
      width: 390,
      height: 844,
    });
    fakeApi().on('GET /subscription_history', { body: historyAnswer([ACTIVE, DUE, EXPIRED]) });
    const { user } = await openHistory();

    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards.map((card) => within(card).getByText('Order ID').nextElementSibling?.textContent)).toEqual(['ord_B', 'ord_A', 'ord_C']);
    expect(within(cards[0] as HTMLElement).getByText('Purchase Date').nextElementSibling).toHaveTextContent('May 20, 2026');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Plan (ascending)');
    const sorted = screen.getAllByRole('listitem');
    expect(sorted.map((card) => within(card).getByText('Plan').nextElementSibling?.textContent)).toEqual([
      'B1/B2 Monthly',
      'F1 Premium',
      'F1 Trial',
    ]);
  });
});
