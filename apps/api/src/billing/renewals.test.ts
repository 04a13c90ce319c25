import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments, sandboxGatewaySubscriptions, subscriptionLicences, subscriptions, webhookEvents } from '../db/schema';
import { resolveSecret } from '../system/secrets';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import { expireSubscriptions } from './expire-subscriptions';
import { webhookSignature } from './gateways/signature';
import { DAY_MS } from './plan-catalogue';
import { RENEWAL_CHARGE_GRACE_MS, RENEWAL_SWEEP_MINUTES, renewSubscriptions } from './renew-subscriptions';

interface PlanJson {
  subscription_id: number;
  interview_id: number;
  name: string;
  price: number;
  subscription_type: string;
  tests_granted: number;
  duration_days: number;
  billing_period: string | null;
}

const SWEEP_MS = RENEWAL_SWEEP_MINUTES * 60_000;
/** The first time the renewal job's cron (every RENEWAL_SWEEP_MINUTES minutes, on the minute) runs after `time`. */
const firstRunAfter = (time: Date) => new Date((Math.floor(time.getTime() / SWEEP_MS) + 1) * SWEEP_MS);
/** The job's last run strictly before `time` (cycle ends are whole seconds, so one can fall on a run). */
const lastRunBefore = (time: Date) => new Date((Math.ceil(time.getTime() / SWEEP_MS) - 1) * SWEEP_MS);
const PERIOD_MS = 30 * DAY_MS;

describe.each(testDrivers)('renewing subscriptions (sandbox gateway) on %s', (driver) => {
  let app: TestApp;
  let monthly: PlanJson;
  let oneTime: PlanJson;
  let sandboxSecret: string;

  const renewalJob = (now: Date) => renewSubscriptions({ db: app.database.db, payments: app.deps.payments, log: app.server.log }, { now });
  const expiryJob = (now: Date) => expireSubscriptions({ db: app.database.db, log: app.server.log }, { now });
  const post = (who: TestUser, url: string, payload: object) =>
    app.request({ method: 'POST', url: `/api${url}`, headers: who.auth, payload });
  const get = async (who: TestUser, url: string) => (await app.request({ method: 'GET', url: `/api${url}`, headers: who.auth })).json();

  const row = async (orderId: string) => {
    const [found] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
    if (!found) throw new Error(`no order ${orderId}`);
    return found;
  };
  /** Tests bought and left over the subscription's licences. */
  const tests = async (orderId: string) => {
    const licences = await app.database.db
      .select()
      .from(subscriptionLicences)
      .where(eq(subscriptionLicences.subscriptionId, (await row(orderId)).id));
    return {
      total: licences.reduce((sum, licence) => sum + licence.testsTotal, 0),
      remaining: licences.reduce((sum, licence) => sum + licence.testsRemaining, 0),
    };
  };
  const paymentCount = async (orderId: string) =>
    (
      await app.database.db
        .select()
        .from(payments)
        .where(eq(payments.subscriptionId, (await row(orderId)).id))
    ).length;
  const sandboxBooks = async (orderId: string) => {
    const [books] = await app.database.db
      .select()
      .from(sandboxGatewaySubscriptions)
      .where(eq(sandboxGatewaySubscriptions.id, (await row(orderId)).gatewaySubscriptionId as string));
    return books;
  };
  const historyRecord = async (who: TestUser, orderId: string) =>
    (await get(who, '/subscription_history')).data.data.find((record: { order_id: string }) => record.order_id === orderId);
  const activeRecord = async (who: TestUser, orderId: string) =>
    (await get(who, '/active_subscription')).data.find((record: { order_id: string }) => record.order_id === orderId);
  const startInterview = (who: TestUser, plan: PlanJson) => post(who, '/start-interview', { interview_id: plan.interview_id });

  /** The checkout's report of a sandbox payment, as the web app posts it. */
  const confirm = (who: TestUser, plan: PlanJson, orderId: string, payment: Record<string, string>) =>
    post(who, '/update-subscription-status', {
      subscription_id: plan.subscription_id,
      order_id: orderId,
      pg_response: {
        status: 'Active',
        transaction_id: payment.razorpay_payment_id,
        payment_gateway: 'Sandbox',
        razorpay_subscription_id: payment.razorpay_subscription_id,
        razorpay_signature: payment.razorpay_signature,
      },
    });

  /** Buys a plan through the sandbox checkout, as the web app does: order, checkout, Pay, confirmation. */
  const buy = async (who: TestUser, plan: PlanJson, declineRenewals = false) => {
    const checkout = (await post(who, '/place_order', { subscription_id: plan.subscription_id })).json();
    const payment = (await post(who, '/payments/sandbox/pay', { order_id: checkout.order_id, decline_renewals: declineRenewals })).json();
    const confirmed = await confirm(who, plan, checkout.order_id, payment);
    expect(confirmed.statusCode).toBe(200);
    return { checkout, payment, orderId: checkout.order_id as string };
  };

  // Each test on a database of its own: the job's runs then see that test's subscriptions only.
  beforeEach(async () => {
    app = await createTestApp(driver);
    const plans: PlanJson[] = (await app.request({ method: 'GET', url: '/api/list_subscriptions' })).json().data;
    monthly = plans.find((plan) => plan.billing_period === 'monthly' && plan.name.startsWith('F1')) as PlanJson;
    oneTime = plans.find((plan) => plan.billing_period === null) as PlanJson;
    sandboxSecret = resolveSecret(app.dataDir, 'sandbox-payment-secret', undefined);
  });
  afterEach(async () => {
    await app?.close();
  });

  it('lists which plans renew: monthly and annual plans do, the bundle is paid once', async () => {
    const plans: PlanJson[] = (await app.request({ method: 'GET', url: '/api/list_subscriptions' })).json().data;
    expect(plans.map((plan) => [plan.subscription_type, plan.billing_period])).toEqual([
      ['Monthly', 'monthly'],
      ['Annual', 'yearly'],
      ['Monthly', 'monthly'],
      ['Annual', 'yearly'],
      ['Bundle', null],
    ]);
    expect(monthly).toMatchObject({ tests_granted: 8, duration_days: 30 });
  });

  it('a monthly plan renews at the end of each period: one period longer and that period’s tests, once per charge', async () => {
    const user = await createSignedInUser(app);
    const { checkout, orderId } = await buy(user, monthly);
    expect(checkout).toMatchObject({ gateway: 'sandbox', gateway_order_id: null, billing_period: 'monthly', card_change: false });
    expect(checkout.gateway_subscription_id).toMatch(/^sub_sbx/);

    const first = await row(orderId);
    expect(first).toMatchObject({ status: 'Active', isAutoRenew: true, gatewaySubscriptionId: checkout.gateway_subscription_id });
    const end1 = first.expiryDate as Date;
    expect(Math.abs(end1.getTime() - (Date.now() + PERIOD_MS))).toBeLessThan(60_000);
    expect(await tests(orderId)).toEqual({ total: 8, remaining: 8 });
    expect(await paymentCount(orderId)).toBe(1);
    expect(await historyRecord(user, orderId)).toMatchObject({ status: 'Active', is_auto_renew: true, remaining_tests: 8 });
    expect(await activeRecord(user, orderId)).toMatchObject({
      is_auto_renew: true,
      next_renewal_date: end1.toISOString(),
      renewal_cancelled_at: null,
    });
    expect((await startInterview(user, monthly)).statusCode).toBe(200);
    expect(await tests(orderId)).toEqual({ total: 8, remaining: 7 });

    // The job's runs before the period ends change nothing.
    expect(await renewalJob(firstRunAfter(new Date(end1.getTime() - 2 * SWEEP_MS)))).toEqual({ sandboxWebhooks: 0, paymentDue: 0 });
    expect((await row(orderId)).expiryDate).toEqual(end1);

    // Its first run after the period ends: the sandbox charges the card and reports it; one more period, 8 more tests.
    expect(await renewalJob(firstRunAfter(end1))).toEqual({ sandboxWebhooks: 1, paymentDue: 0 });
    const end2 = new Date(end1.getTime() + PERIOD_MS);
    expect(await row(orderId)).toMatchObject({ status: 'Active', isAutoRenew: true, expiryDate: end2 });
    expect(await tests(orderId)).toEqual({ total: 16, remaining: 15 });
    expect(await paymentCount(orderId)).toBe(2);
    expect(await activeRecord(user, orderId)).toMatchObject({ next_renewal_date: end2.toISOString(), remaining_tests: 15 });

    // The same run again, and the runs that follow within the period, charge nothing more.
    expect(await renewalJob(firstRunAfter(end1))).toEqual({ sandboxWebhooks: 0, paymentDue: 0 });
    expect(await renewalJob(new Date(end2.getTime() - SWEEP_MS))).toEqual({ sandboxWebhooks: 0, paymentDue: 0 });
    expect(await tests(orderId)).toEqual({ total: 16, remaining: 15 });

    // A clock that jumps two periods at once catches up one charge per period.
    const end4 = new Date(end2.getTime() + 2 * PERIOD_MS);
    expect(await renewalJob(lastRunBefore(end4))).toEqual({ sandboxWebhooks: 2, paymentDue: 0 });
    expect(await row(orderId)).toMatchObject({ status: 'Active', expiryDate: end4 });
    expect(await tests(orderId)).toEqual({ total: 32, remaining: 31 });
    expect(await paymentCount(orderId)).toBe(4);
    expect(await sandboxBooks(orderId)).toMatchObject({ status: 'active', paidCount: 4, currentEnd: end4 });
  });

  it('a failed charge shows Payment Due after the grace; paying it later renews the period it failed on, once', async () => {
    const user = await createSignedInUser(app);
    const { orderId } = await buy(user, monthly, true);
    const end1 = (await row(orderId)).expiryDate as Date;

    // The charge fails at the period's end; within the grace the charge may still be on its way.
    expect(await renewalJob(firstRunAfter(end1))).toEqual({ sandboxWebhooks: 0, paymentDue: 0 });
    expect((await row(orderId)).status).toBe('Active');
    expect(await sandboxBooks(orderId)).toMatchObject({ status: 'pending', authAttempts: 1, paidCount: 1 });

    const due = firstRunAfter(new Date(end1.getTime() + RENEWAL_CHARGE_GRACE_MS));
    expect(await renewalJob(due)).toEqual({ sandboxWebhooks: 0, paymentDue: 1 });
    expect(await row(orderId)).toMatchObject({ status: 'In Progress - Payment Due', isAutoRenew: true, expiryDate: end1 });
    expect(await historyRecord(user, orderId)).toMatchObject({ status: 'In Progress - Payment Due', remaining_tests: 8 });
    expect(await activeRecord(user, orderId)).toBeUndefined();
    // Its tests are not usable meanwhile, and nothing was granted for the unpaid period.
    expect((await startInterview(user, monthly)).statusCode).toBe(403);
    expect(await tests(orderId)).toEqual({ total: 8, remaining: 8 });

    // The gateway retries daily with the same card: still declined, nothing changes.
    expect(await renewalJob(new Date(end1.getTime() + 2 * DAY_MS + SWEEP_MS))).toEqual({ sandboxWebhooks: 0, paymentDue: 0 });
    expect(await sandboxBooks(orderId)).toMatchObject({ status: 'pending', authAttempts: 3 });
    expect(await paymentCount(orderId)).toBe(1);

    // Pay Now reopens the same gateway subscription to take a new card.
    const checkout = (await post(user, '/payments/checkout', { order_id: orderId })).json();
    expect(checkout).toMatchObject({ card_change: true, gateway_subscription_id: (await row(orderId)).gatewaySubscriptionId });
    const payment = (await post(user, '/payments/sandbox/pay', { order_id: orderId })).json();
    const end2 = new Date(end1.getTime() + PERIOD_MS);
    expect(await row(orderId)).toMatchObject({ status: 'Active', isAutoRenew: true, expiryDate: end2 });
    expect(await tests(orderId)).toEqual({ total: 16, remaining: 16 });
    expect(await paymentCount(orderId)).toBe(2);
    // The checkout's own report of that payment grants nothing more.
    const confirmed = await confirm(user, monthly, orderId, payment);
    expect(confirmed.json()).toMatchObject({ status: 'success', data: { status: 'Active' } });
    expect(await tests(orderId)).toEqual({ total: 16, remaining: 16 });
    expect((await post(user, '/payments/checkout', { order_id: orderId })).statusCode).toBe(409);

    // The new card renews the next period on time.
    expect(await renewalJob(firstRunAfter(end2))).toEqual({ sandboxWebhooks: 1, paymentDue: 0 });
    expect(await row(orderId)).toMatchObject({ status: 'Active', expiryDate: new Date(end2.getTime() + PERIOD_MS) });
    expect(await tests(orderId)).toEqual({ total: 24, remaining: 24 });
  });

  it('a renewal that keeps failing halts at the gateway and stays Payment Due; cancelling it ends it at once', async () => {
    const user = await createSignedInUser(app);
    const { orderId } = await buy(user, monthly, true);
    const end1 = (await row(orderId)).expiryDate as Date;
    await renewalJob(new Date(end1.getTime() + 10 * DAY_MS));
    expect(await sandboxBooks(orderId)).toMatchObject({ status: 'halted', authAttempts: 4, chargeAt: null });
    expect(await row(orderId)).toMatchObject({ status: 'In Progress - Payment Due', isAutoRenew: true });

    const cancelled = await post(user, '/cancel-renewal', { order_id: orderId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'Expired', is_auto_renew: false });
    expect(await sandboxBooks(orderId)).toMatchObject({ status: 'cancelled' });
    expect(await tests(orderId)).toEqual({ total: 8, remaining: 8 });
    expect(await paymentCount(orderId)).toBe(1);
  });

  it('cancelling renewal keeps access and tests until the period ends, then it expires and is never charged again', async () => {
    const user = await createSignedInUser(app);
    const { orderId } = await buy(user, monthly);
    const end1 = (await row(orderId)).expiryDate as Date;

    const cancelled = await post(user, '/cancel-renewal', { order_id: orderId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'success',
      message: 'Renewal cancelled. You keep access until the end of the period already paid for.',
      data: { order_id: orderId, status: 'Active', is_auto_renew: false, expiry_date: end1.toISOString() },
    });
    expect(await activeRecord(user, orderId)).toMatchObject({
      is_auto_renew: false,
      next_renewal_date: null,
      renewal_cancelled_at: expect.any(String),
      expiry_date: end1.toISOString(),
    });
    expect(await historyRecord(user, orderId)).toMatchObject({ status: 'Active', is_auto_renew: false });
    expect(await sandboxBooks(orderId)).toMatchObject({ status: 'active', cancelAtCycleEnd: true });
    // Twice is refused; so is another user's order, an unknown one, and a plan that never renews.
    expect((await post(user, '/cancel-renewal', { order_id: orderId })).statusCode).toBe(409);
    expect((await post(await createSignedInUser(app), '/cancel-renewal', { order_id: orderId })).statusCode).toBe(404);
    expect((await post(user, '/cancel-renewal', { order_id: 'VR-NOPE' })).statusCode).toBe(404);
    expect((await post(user, '/cancel-renewal', {})).statusCode).toBe(400);
    const bundleBuyer = await createSignedInUser(app);
    const { orderId: bundleOrder } = await buy(bundleBuyer, oneTime);
    expect((await post(bundleBuyer, '/cancel-renewal', { order_id: bundleOrder })).statusCode).toBe(409);

    // Until the period ends the plan is used as before.
    expect(await renewalJob(new Date(end1.getTime() - SWEEP_MS))).toEqual({ sandboxWebhooks: 0, paymentDue: 0 });
    expect(await expiryJob(new Date(end1.getTime() - SWEEP_MS))).toBe(0);
    expect((await startInterview(user, monthly)).statusCode).toBe(200);
    expect(await tests(orderId)).toEqual({ total: 8, remaining: 7 });

    // At the period's end: no charge; the gateway reports the cancellation and the subscription ends.
    expect(await renewalJob(firstRunAfter(end1))).toEqual({ sandboxWebhooks: 1, paymentDue: 0 });
    expect(await row(orderId)).toMatchObject({ status: 'Expired', isAutoRenew: false, expiryDate: end1 });
    expect(await sandboxBooks(orderId)).toMatchObject({ status: 'cancelled', paidCount: 1 });
    expect(await paymentCount(orderId)).toBe(1);
    expect(await renewalJob(new Date(end1.getTime() + 3 * PERIOD_MS))).toEqual({ sandboxWebhooks: 0, paymentDue: 0 });
    expect(await tests(orderId)).toEqual({ total: 8, remaining: 7 });
    expect((await startInterview(user, monthly)).statusCode).toBe(403);
  });

  it('without the gateway’s report the expiry job ends a cancelled renewal at the period’s end', async () => {
    const user = await createSignedInUser(app);
    const { orderId } = await buy(user, monthly);
    const end1 = (await row(orderId)).expiryDate as Date;
    await post(user, '/cancel-renewal', { order_id: orderId });
    expect(await expiryJob(end1)).toBe(1);
    expect((await row(orderId)).status).toBe('Expired');
  });

  it('a repeated webhook grants once: the same event, the same payment under another event, and concurrent deliveries', async () => {
    const user = await createSignedInUser(app);
    const { orderId } = await buy(user, monthly);
    const bought = await row(orderId);
    const end1 = bought.expiryDate as Date;
    const end2 = new Date(end1.getTime() + PERIOD_MS);
    // subscription.charged as Razorpay sends it (https://razorpay.com/docs/webhooks/subscriptions), signed by the sandbox.
    const charged = (paymentId: string, amount = monthly.price * 100) =>
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        event: 'subscription.charged',
        contains: ['subscription', 'payment'],
        payload: {
          subscription: {
            entity: {
              id: bought.gatewaySubscriptionId,
              entity: 'subscription',
              plan_id: 'plan_sbx1',
              status: 'active',
              current_start: Math.floor(end1.getTime() / 1000),
              current_end: Math.floor(end2.getTime() / 1000),
              paid_count: 2,
              total_count: 120,
            },
          },
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount,
              currency: 'INR',
              status: 'captured',
              order_id: 'order_sbxrenewal',
              invoice_id: 'inv_sbxrenewal',
              method: 'card',
              captured: true,
              created_at: Math.floor(end1.getTime() / 1000),
            },
          },
        },
        created_at: Math.floor(end1.getTime() / 1000),
      });
    const send = (raw: string, eventId: string, secret = sandboxSecret) =>
      app.request({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(raw, secret),
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      });
    const outcome = async (raw: string, eventId: string) => (await send(raw, eventId)).json().outcome;

    expect((await send(charged('pay_repeat1'), 'evt_forged', 'not-the-secret')).statusCode).toBe(401);
    expect((await send(charged('pay_repeat1', 100), 'evt_short')).statusCode).toBe(400);
    const absurdCycle = charged('pay_absurd').replace(
      `"current_end":${Math.floor(end2.getTime() / 1000)}`,
      '"current_end":1000000000000000',
    );
    expect((await send(absurdCycle, 'evt_absurd')).statusCode).toBe(400);
    expect(await tests(orderId)).toEqual({ total: 8, remaining: 8 });

    expect(await outcome(charged('pay_repeat1'), 'evt_repeat1')).toBe('charged');
    expect(await outcome(charged('pay_repeat1'), 'evt_repeat1')).toBe('duplicate');
    expect(await outcome(charged('pay_repeat1'), 'evt_repeat1_again')).toBe('already-charged');
    expect(await row(orderId)).toMatchObject({ status: 'Active', expiryDate: end2 });
    expect(await tests(orderId)).toEqual({ total: 16, remaining: 16 });
    expect(await paymentCount(orderId)).toBe(2);

    // Three deliveries of the next charge at once, under different event ids: one grant.
    const outcomes = await Promise.all(['evt_c1', 'evt_c2', 'evt_c3'].map((eventId) => outcome(charged('pay_repeat2'), eventId)));
    expect(outcomes.sort()).toEqual(['already-charged', 'already-charged', 'charged']);
    expect(await tests(orderId)).toEqual({ total: 24, remaining: 24 });
    expect(await paymentCount(orderId)).toBe(3);
    const stored = await app.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.eventType, 'subscription.charged'), eq(webhookEvents.gateway, 'sandbox')));
    expect(stored.map((event) => event.id)).toEqual(
      expect.arrayContaining(['evt_repeat1', 'evt_repeat1_again', 'evt_c1', 'evt_c2', 'evt_c3']),
    );

    // The admin console's order shows them with the order's payments.
    const admin = await createSignedInUser(app, { role: 'admin' });
    const detail = await get(admin, `/admin/orders/${encodeURIComponent(orderId)}`);
    expect(detail.data.payments).toHaveLength(3);
    expect(detail.data.webhook_events.map((event: { event_id: string }) => event.event_id)).toEqual(
      expect.arrayContaining(['evt_repeat1', 'evt_repeat1_again', 'evt_c1', 'evt_c2', 'evt_c3']),
    );

    // A charge for a subscription we never made is acknowledged and ignored.
    expect(await outcome(charged('pay_elsewhere').replace(String(bought.gatewaySubscriptionId), 'sub_elsewhere'), 'evt_elsewhere')).toBe(
      'ignored',
    );
  });
});
