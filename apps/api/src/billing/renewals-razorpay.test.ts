import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionLicences, subscriptions } from '../db/schema';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import { expireSubscriptions } from './expire-subscriptions';
import { webhookSignature } from './gateways/signature';
import { DAY_MS } from './plan-catalogue';
import { RENEWAL_CHARGE_GRACE_MS, RENEWAL_SWEEP_MINUTES, renewSubscriptions } from './renew-subscriptions';
import { startFakeRazorpay } from './testing/fake-razorpay';

const KEY_SECRET = 'api-test-key-secret';
const WEBHOOK_SECRET = 'api-test-webhook-secret';
const SWEEP_MS = RENEWAL_SWEEP_MINUTES * 60_000;
const firstRunAfter = (time: Date) => new Date((Math.floor(time.getTime() / SWEEP_MS) + 1) * SWEEP_MS);
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

describe.each(testDrivers)('renewing subscriptions through Razorpay (local fake) on %s', (driver) => {
  const fake = startFakeRazorpay();
  let app: TestApp;
  let monthly: { subscription_id: number; price: number; interview_id: number };

  const post = (who: TestUser, url: string, payload: object) =>
    app.request({ method: 'POST', url: `/api${url}`, headers: who.auth, payload });
  const row = async (orderId: string) => {
    const [found] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
    if (!found) throw new Error(`no order ${orderId}`);
    return found;
  };
  const testsBought = async (orderId: string) => {
    const licences = await app.database.db
      .select()
      .from(subscriptionLicences)
      .where(eq(subscriptionLicences.subscriptionId, (await row(orderId)).id));
    return licences.reduce((sum, licence) => sum + licence.testsTotal, 0);
  };
  /** A subscription event as Razorpay posts it (https://razorpay.com/docs/webhooks/subscriptions), signed with the webhook secret. */
  const webhook = (
    eventId: string,
    event: string,
    subscription: { id: string; status: string; start: Date; end: Date },
    payment?: { id: string; amount: number },
  ) => {
    const raw = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: payment ? ['subscription', 'payment'] : ['subscription'],
      payload: {
        subscription: {
          entity: {
            id: subscription.id,
            entity: 'subscription',
            plan_id: 'plan_FAKE123',
            customer_id: 'cust_test',
            status: subscription.status,
            current_start: unix(subscription.start),
            current_end: unix(subscription.end),
            ended_at: null,
            quantity: 1,
            notes: {},
            charge_at: unix(subscription.end),
            total_count: 120,
            paid_count: 1,
            remaining_count: 119,
          },
        },
        ...(payment && {
          payment: {
            entity: {
              id: payment.id,
              entity: 'payment',
              amount: payment.amount,
              currency: 'INR',
              status: 'captured',
              order_id: `order_${payment.id}`,
              invoice_id: `inv_${payment.id}`,
              international: false,
              method: 'card',
              captured: true,
              created_at: unix(subscription.start),
            },
          },
        }),
      },
      created_at: unix(subscription.start),
    });
    return app.request({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(raw, WEBHOOK_SECRET),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  };
  const outcome = async (response: Promise<{ json(): { outcome: string } }>) => (await response).json().outcome;

  const subscribe = async (who: TestUser) => {
    const checkout = (await post(who, '/place_order', { subscription_id: monthly.subscription_id })).json();
    const paymentId = `pay_${crypto.randomBytes(6).toString('hex')}`;
    const signature = crypto.createHmac('sha256', KEY_SECRET).update(`${paymentId}|${checkout.gateway_subscription_id}`).digest('hex');
    const body = (signed: string) => ({
      subscription_id: monthly.subscription_id,
      order_id: checkout.order_id,
      pg_response: {
        status: 'Active',
        transaction_id: paymentId,
        payment_gateway: 'Razorpay',
        razorpay_subscription_id: checkout.gateway_subscription_id,
        razorpay_signature: signed,
      },
    });
    return { checkout, paymentId, confirm: (signed = signature) => post(who, '/update-subscription-status', body(signed)) };
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    app = await createTestApp(driver, {
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_api',
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
      },
    });
    const plans = (await app.request({ method: 'GET', url: '/api/list_subscriptions' })).json().data;
    monthly = plans.find((plan: { billing_period: string | null }) => plan.billing_period === 'monthly');
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it('pays the first period through a Razorpay subscription, renews on subscription.charged, and ends on cancellation', async () => {
    const user = await createSignedInUser(app);
    const plansBefore = fake.received.filter((request) => request.url === '/v1/plans').length;
    const { checkout, paymentId, confirm } = await subscribe(user);
    expect(checkout).toMatchObject({
      gateway: 'razorpay',
      gateway_order_id: null,
      billing_period: 'monthly',
      card_change: false,
      key_id: 'rzp_test_api',
    });
    expect(checkout.gateway_subscription_id).toMatch(/^sub_FAKE/);
    const created = fake.received.find((request) => request.url === '/v1/subscriptions' && request.body.notes);
    expect(fake.received.at(-1)).toMatchObject({
      url: '/v1/subscriptions',
      body: { total_count: 120, quantity: 1, notes: { order_id: checkout.order_id } },
    });
    expect(created?.authorization).toBe(`Basic ${Buffer.from(`rzp_test_api:${KEY_SECRET}`).toString('base64')}`);
    // A second order of the same plan reuses the Razorpay plan.
    await subscribe(await createSignedInUser(app));
    expect(fake.received.filter((request) => request.url === '/v1/plans').length - plansBefore).toBe(1);

    // The checkout's signature is over payment_id|subscription_id with the key secret; anything else changes nothing.
    expect((await confirm('0'.repeat(64))).statusCode).toBe(400);
    expect((await row(checkout.order_id)).status).toBe('In Progress - Payment Due');
    const confirmed = await confirm();
    expect(confirmed.json()).toMatchObject({ status: 'success', data: { status: 'Active' } });
    const paid = await row(checkout.order_id);
    expect(paid).toMatchObject({ status: 'Active', isAutoRenew: true, gateway: 'razorpay' });
    expect(await testsBought(checkout.order_id)).toBe(8);

    // Razorpay's own report of that first charge, with its calendar cycle: the end is taken, nothing is granted again.
    const start1 = paid.activatedAt as Date;
    const end1 = new Date(unix(new Date(start1.getTime() + 31 * DAY_MS)) * 1000);
    const subscription = { id: checkout.gateway_subscription_id, status: 'active' };
    expect(
      await outcome(
        webhook('evt_first', 'subscription.charged', { ...subscription, start: start1, end: end1 }, { id: paymentId, amount: 99_900 }),
      ),
    ).toBe('already-charged');
    expect(await row(checkout.order_id)).toMatchObject({ status: 'Active', expiryDate: end1 });
    expect(await testsBought(checkout.order_id)).toBe(8);

    // The next cycle's charge: one period more, its tests once, however often it is delivered.
    const end2 = new Date(end1.getTime() + 30 * DAY_MS);
    const renewal = () =>
      webhook('evt_second', 'subscription.charged', { ...subscription, start: end1, end: end2 }, { id: 'pay_second', amount: 99_900 });
    expect(await outcome(renewal())).toBe('charged');
    expect(await outcome(renewal())).toBe('duplicate');
    expect(await row(checkout.order_id)).toMatchObject({ status: 'Active', expiryDate: end2 });
    expect(await testsBought(checkout.order_id)).toBe(16);
    // A charge that does not match the plan's price is refused (400, so Razorpay retries it) and stores nothing.
    const short = webhook(
      'evt_short',
      'subscription.charged',
      { ...subscription, start: end1, end: end2 },
      { id: 'pay_short', amount: 100 },
    );
    expect((await short).statusCode).toBe(400);

    // No charge reported an hour after the period ends: Payment Due; Pay Now asks Razorpay for a new card on the same subscription.
    const renewals = { db: app.database.db, payments: app.deps.payments, log: app.server.log };
    expect(await renewSubscriptions(renewals, { now: firstRunAfter(end2) })).toMatchObject({ paymentDue: 0 });
    expect(await renewSubscriptions(renewals, { now: firstRunAfter(new Date(end2.getTime() + RENEWAL_CHARGE_GRACE_MS)) })).toEqual({
      sandboxWebhooks: 0,
      paymentDue: 1,
    });
    expect((await row(checkout.order_id)).status).toBe('In Progress - Payment Due');
    const payNow = (await post(user, '/payments/checkout', { order_id: checkout.order_id })).json();
    expect(payNow).toMatchObject({ gateway_subscription_id: checkout.gateway_subscription_id, card_change: true, gateway_order_id: null });

    // Razorpay charges the new card for the cycle that failed: a renewal after the period had ended.
    const end3 = new Date(end2.getTime() + 31 * DAY_MS);
    expect(
      await outcome(
        webhook('evt_third', 'subscription.charged', { ...subscription, start: end2, end: end3 }, { id: 'pay_third', amount: 99_900 }),
      ),
    ).toBe('charged');
    expect(await row(checkout.order_id)).toMatchObject({ status: 'Active', isAutoRenew: true, expiryDate: end3 });
    expect(await testsBought(checkout.order_id)).toBe(24);

    // Cancel renewal: Razorpay is told to stop at the cycle's end; access stays until then.
    const cancelled = await post(user, '/cancel-renewal', { order_id: checkout.order_id });
    expect(cancelled.json().data).toMatchObject({ status: 'Active', is_auto_renew: false, expiry_date: end3.toISOString() });
    expect(fake.received.at(-1)).toMatchObject({
      url: `/v1/subscriptions/${checkout.gateway_subscription_id}/cancel`,
      body: { cancel_at_cycle_end: 1 },
    });
    const ended = () =>
      webhook('evt_cancelled', 'subscription.cancelled', { ...subscription, status: 'cancelled', start: end2, end: end3 });
    expect(await outcome(ended())).toBe('renewal-ended');
    expect(await outcome(ended())).toBe('duplicate');
    expect(await row(checkout.order_id)).toMatchObject({ status: 'Active', isAutoRenew: false, expiryDate: end3 });
    await expireSubscriptions({ db: app.database.db, log: app.server.log }, { now: end3 });
    expect((await row(checkout.order_id)).status).toBe('Expired');
    expect(await testsBought(checkout.order_id)).toBe(24);
  });

  it('answers 503 and attaches nothing when Razorpay cannot make the subscription', async () => {
    const user = await createSignedInUser(app);
    // Razorpay no longer knows the plan it made: creating a subscription on it fails.
    const { checkout } = await subscribe(user);
    expect(checkout.gateway_subscription_id).toMatch(/^sub_FAKE/);
    const [planId] = [...fake.plans.keys()];
    fake.plans.delete(String(planId));
    const refused = await post(user, '/place_order', { subscription_id: monthly.subscription_id });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('Failed to initiate payment. Please try again.');
    const orders = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    // The order is kept, payable, without a gateway subscription; the checkout can be opened again later.
    expect(orders).toHaveLength(2);
    expect(orders.filter((row) => row.gatewaySubscriptionId === null)).toEqual([
      expect.objectContaining({ status: 'In Progress - Payment Due', isAutoRenew: true }),
    ]);
    fake.plans.set(String(planId), { id: planId });
  });

  it('changes nothing when Razorpay cannot cancel the subscription', async () => {
    const user = await createSignedInUser(app);
    const { checkout, confirm } = await subscribe(user);
    await confirm();
    fake.subscriptions.delete(checkout.gateway_subscription_id);
    const refused = await post(user, '/cancel-renewal', { order_id: checkout.order_id });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('Failed to cancel renewal. Please try again.');
    expect(await row(checkout.order_id)).toMatchObject({ status: 'Active', isAutoRenew: true, renewalCancelledAt: null });
  });

  it('ignores events for subscriptions it did not create, and Razorpay’s payment.captured for a subscription charge', async () => {
    const start = new Date();
    const end = new Date(start.getTime() + 30 * DAY_MS);
    expect(
      await outcome(
        webhook(
          'evt_other',
          'subscription.charged',
          { id: 'sub_other', status: 'active', start, end },
          { id: 'pay_other', amount: 99_900 },
        ),
      ),
    ).toBe('ignored');
    expect(await outcome(webhook('evt_other_cancel', 'subscription.cancelled', { id: 'sub_other', status: 'cancelled', start, end }))).toBe(
      'ignored',
    );
    const captured = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_sub', order_id: 'order_inv', invoice_id: 'inv_sub', amount: 99_900, status: 'captured' },
        },
      },
    });
    const response = await app.request({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(captured, WEBHOOK_SECRET),
        'x-razorpay-event-id': 'evt_cap',
      },
      payload: captured,
    });
    expect(response.json()).toEqual({ status: 'ok', outcome: 'ignored' });
  });
});
