import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionLicences, subscriptions } from '../db/schema';
import { seedCatalogue } from '../db/seed';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import { checkoutSignature, webhookSignature } from './gateways/signature';
import { resolveSecret } from '../system/secrets';
import { createSignupSubscription } from './signup-subscription';
import { EXPIRE_SUBSCRIPTIONS_JOB } from './expire-subscriptions';

interface PlanJson {
  subscription_id: number;
  interview_id: number | null;
  name: string;
  price: number;
  subscription_type: string;
  tests_granted: number;
  billing_period: string | null;
}

describe.each(testDrivers)('billing API (sandbox gateway) on %s', (driver) => {
  let app: TestApp;
  let user: TestUser;
  let plans: PlanJson[];
  let sandboxSecret: string;

  const placeOrder = async (who: TestUser, payload: object) =>
    app.request({ method: 'POST', url: '/api/place_order', headers: who.auth, payload });
  const confirm = (who: TestUser, payload: object) =>
    app.request({ method: 'POST', url: '/api/update-subscription-status', headers: who.auth, payload });
  const sandboxPay = async (who: TestUser, orderId: string) =>
    (await app.request({ method: 'POST', url: '/api/payments/sandbox/pay', headers: who.auth, payload: { order_id: orderId } })).json();
  const orderRow = async (orderId: string) => {
    const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
    return row;
  };
  const confirmBody = (
    subscriptionId: number,
    orderId: string,
    payment: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  ) => ({
    subscription_id: subscriptionId,
    order_id: orderId,
    pg_response: {
      status: 'Active',
      transaction_id: payment.razorpay_payment_id,
      payment_gateway: 'Razorpay',
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_signature: payment.razorpay_signature,
    },
  });

  beforeAll(async () => {
    app = await createTestApp(driver);
    // Seeding runs at start-up; running it again must change nothing.
    await seedCatalogue(app.database.db);
    user = await createSignedInUser(app);
    plans = (await app.request({ method: 'GET', url: '/api/list_subscriptions' })).json().data;
    sandboxSecret = resolveSecret(app.dataDir, 'sandbox-payment-secret', undefined);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the paid plans without auth, in rupees, trial kept out but its id alongside', async () => {
    const response = await app.request({ method: 'GET', url: '/api/list_subscriptions' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data.every((plan: PlanJson) => plan.subscription_type !== 'Trial')).toBe(true);
    expect(body.trial_subscription_id).toEqual(expect.any(Number));
    const f1 = body.data.find((plan: PlanJson) => plan.name.startsWith('F1') && plan.subscription_type === 'Monthly');
    expect(f1).toMatchObject({ price: 999, tests_granted: 8, interview_id: expect.any(Number) });
  });

  it('prices the order from the plan whatever the client sends', async () => {
    const plan = plans[0] as PlanJson;
    const response = await placeOrder(user, {
      subscription_id: plan.subscription_id,
      interview_id: plan.interview_id,
      price: 1,
      amount: 100,
    });
    expect(response.statusCode).toBe(200);
    const checkout = response.json();
    expect(checkout).toMatchObject({ amount: plan.price * 100, currency: 'INR', gateway: 'sandbox', price: plan.price });
    const row = await orderRow(checkout.order_id);
    expect(row).toMatchObject({
      amountPaise: plan.price * 100,
      status: 'In Progress - Payment Due',
      gatewayOrderId: checkout.gateway_order_id,
    });
  });

  it('rejects unknown, unlisted and missing plans with 4xx', async () => {
    const trialId = (await app.request({ method: 'GET', url: '/api/list_subscriptions' })).json().trial_subscription_id;
    expect((await placeOrder(user, { subscription_id: 999_999 })).statusCode).toBe(404);
    expect((await placeOrder(user, { subscription_id: trialId })).statusCode).toBe(404);
    expect((await placeOrder(user, {})).statusCode).toBe(400);
    expect((await app.request({ method: 'POST', url: '/api/place_order', payload: { subscription_id: 1 } })).statusCode).toBe(401);
  });

  it('activates exactly once under repeated and concurrent confirmations, with the plan licences', async () => {
    const plan = plans.find((candidate) => candidate.subscription_type === 'Bundle') as PlanJson;
    const checkout = (await placeOrder(user, { subscription_id: plan.subscription_id })).json();
    const payment = await sandboxPay(user, checkout.order_id);
    expect(payment.razorpay_signature).toBe(checkoutSignature(checkout.gateway_order_id, payment.razorpay_payment_id, sandboxSecret));

    const body = confirmBody(plan.subscription_id, checkout.order_id, payment);
    const responses = await Promise.all([confirm(user, body), confirm(user, body), confirm(user, body)]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const again = await confirm(user, body);
    expect(again.json()).toMatchObject({ status: 'success', data: { status: 'Active' } });

    const row = await orderRow(checkout.order_id);
    expect(row?.status).toBe('Active');
    expect(row?.expiryDate?.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const recorded = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, row?.id as string));
    expect(recorded).toHaveLength(1);
    const licences = await app.database.db
      .select()
      .from(subscriptionLicences)
      .where(eq(subscriptionLicences.subscriptionId, row?.id as string));
    expect(licences.map((licence) => licence.testsRemaining).sort()).toEqual([3, 5, 5]);

    const history = (await app.request({ method: 'GET', url: '/api/subscription_history', headers: user.auth })).json();
    const record = history.data.data.find((entry: { order_id: string }) => entry.order_id === checkout.order_id);
    expect(Object.keys(record).sort()).toEqual(
      [
        'interview_name',
        'order_id',
        'name',
        'status',
        'purchase_date',
        'expiry_date',
        'is_auto_renew',
        'remaining_tests',
        'price',
        'subscription_id',
        'interview_id',
        'trial_subscription_id',
      ].sort(),
    );
    expect(record).toMatchObject({ status: 'Active', remaining_tests: 13, price: plan.price, subscription_id: plan.subscription_id });
    const active = (await app.request({ method: 'GET', url: '/api/active_subscription', headers: user.auth })).json();
    expect(active.data.map((entry: { order_id: string }) => entry.order_id)).toContain(checkout.order_id);
  });

  it('rejects a forged signature, another order’s signature and another user’s order, changing nothing', async () => {
    // One-time plans pay through gateway orders (renewing plans: renewals.test.ts).
    const plan = plans.find((candidate) => candidate.billing_period === null) as PlanJson;
    const first = (await placeOrder(user, { subscription_id: plan.subscription_id })).json();
    const second = (await placeOrder(user, { subscription_id: plan.subscription_id })).json();
    const paidForFirst = await sandboxPay(user, first.order_id);

    const forged = await confirm(
      user,
      confirmBody(plan.subscription_id, second.order_id, {
        ...paidForFirst,
        razorpay_order_id: second.gateway_order_id,
        razorpay_signature: 'f'.repeat(64),
      }),
    );
    expect(forged.statusCode).toBe(400);
    const replayed = await confirm(
      user,
      confirmBody(plan.subscription_id, second.order_id, { ...paidForFirst, razorpay_order_id: second.gateway_order_id }),
    );
    expect(replayed.statusCode).toBe(400);
    const claimedOther = await confirm(user, confirmBody(plan.subscription_id, second.order_id, paidForFirst));
    expect(claimedOther.statusCode).toBe(400);
    const intruder = await createSignedInUser(app);
    const stolen = await confirm(intruder, confirmBody(plan.subscription_id, first.order_id, paidForFirst));
    expect(stolen.statusCode).toBe(404);
    const unsigned = await confirm(user, {
      subscription_id: plan.subscription_id,
      order_id: second.order_id,
      pg_response: { status: 'Active', transaction_id: 'pay_x', payment_gateway: 'Razorpay' },
    });
    expect(unsigned.statusCode).toBe(400);

    expect((await orderRow(first.order_id))?.status).toBe('In Progress - Payment Due');
    expect((await orderRow(second.order_id))?.status).toBe('In Progress - Payment Due');
    // The genuine payment for the first order still works afterwards.
    expect((await confirm(user, confirmBody(plan.subscription_id, first.order_id, paidForFirst))).statusCode).toBe(200);
    expect((await orderRow(first.order_id))?.status).toBe('Active');
  });

  it('webhook: bad signature rejected; duplicates and out-of-order events harmless; amount mismatch rejected', async () => {
    const plan = plans.find((candidate) => candidate.billing_period === null) as PlanJson;
    const checkout = (await placeOrder(user, { subscription_id: plan.subscription_id })).json();
    const paymentEntity = { id: 'pay_webhook1', order_id: checkout.gateway_order_id, amount: checkout.amount, status: 'captured' };
    const send = (event: string, eventId: string, entity = paymentEntity, signWith = sandboxSecret) => {
      const raw = JSON.stringify({
        entity: 'event',
        event,
        payload: { payment: { entity }, order: { entity: { id: checkout.gateway_order_id, amount: checkout.amount } } },
      });
      return app.request({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(raw, signWith),
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      });
    };

    expect((await send('order.paid', 'evt_bad', paymentEntity, 'not-the-secret')).statusCode).toBe(401);
    expect((await send('payment.captured', 'evt_tampered', { ...paymentEntity, amount: 100 })).statusCode).toBe(400);
    expect((await orderRow(checkout.order_id))?.status).toBe('In Progress - Payment Due');

    const orderPaid = await send('order.paid', 'evt_1');
    expect(orderPaid.json()).toEqual({ status: 'ok', outcome: 'activated' });
    expect((await send('order.paid', 'evt_1')).json().outcome).toBe('duplicate');
    expect((await send('payment.captured', 'evt_2')).json().outcome).toBe('already-active');
    const row = await orderRow(checkout.order_id);
    expect(row?.status).toBe('Active');
    const recorded = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, row?.id as string));
    expect(recorded).toHaveLength(1);
  });

  it('sign-up: a trial is Active with one test per interview; a paid plan awaits payment at the plan price', async () => {
    const trialUser = await createSignedInUser(app);
    const trial = await createSignupSubscription(app.database.db, { userId: trialUser.id, subscriptionId: null, orderType: 'Trial' });
    expect(trial.status).toBe('Active');
    const trialRow = await orderRow(trial.orderId);
    const licences = await app.database.db
      .select()
      .from(subscriptionLicences)
      .where(eq(subscriptionLicences.subscriptionId, trialRow?.id as string));
    expect(licences).toHaveLength(3);
    expect(licences.every((licence) => licence.testsRemaining === 1)).toBe(true);

    const paidUser = await createSignedInUser(app);
    const plan = plans[0] as PlanJson;
    const paid = await app.database.db.transaction((tx) =>
      createSignupSubscription(tx as never, {
        userId: paidUser.id,
        subscriptionId: plan.subscription_id,
        orderType: plan.subscription_type,
      }),
    );
    expect(paid.status).toBe('In Progress - Payment Due');
    expect((await orderRow(paid.orderId))?.amountPaise).toBe(plan.price * 100);
    // Pay Now on that order: checkout is created server-side, then the sandbox payment activates it.
    const checkout = (
      await app.request({ method: 'POST', url: '/api/payments/checkout', headers: paidUser.auth, payload: { order_id: paid.orderId } })
    ).json();
    expect(checkout.amount).toBe(plan.price * 100);
    const payment = await sandboxPay(paidUser, paid.orderId);
    expect((await confirm(paidUser, confirmBody(plan.subscription_id, paid.orderId, payment))).statusCode).toBe(200);
    expect((await orderRow(paid.orderId))?.status).toBe('Active');
  });

  it('the expiry job moves Active subscriptions past their expiry date to Expired', async () => {
    const expiring = await createSignedInUser(app);
    const { orderId } = await createSignupSubscription(app.database.db, { userId: expiring.id, subscriptionId: null, orderType: 'Trial' });
    await app.database.db
      .update(subscriptions)
      .set({ expiryDate: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.orderId, orderId));
    // Run the job through the real queue, as the scheduled sweep does.
    await app.deps.jobs.enqueue(EXPIRE_SUBSCRIPTIONS_JOB, {});
    await expect.poll(async () => (await orderRow(orderId))?.status, { timeout: 15_000, interval: 200 }).toBe('Expired');
  });
});
