import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayGateway } from './razorpay';
import { checkoutSignature, webhookSignature } from './signature';
import { startFakeRazorpay } from '../testing/fake-razorpay';

describe('Razorpay gateway adapter', () => {
  const fake = startFakeRazorpay();
  let apiUrl: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('creates orders through the official client with our amount, currency, receipt and key credentials', async () => {
    const gateway = createRazorpayGateway({ keyId: 'rzp_test_key', keySecret: 'key-secret', webhookSecret: 'hook-secret', apiUrl });
    const order = await gateway.createOrder({ amountPaise: 99_900, currency: 'INR', receipt: 'VR-1', notes: { plan: 'f1-monthly' } });
    expect(order).toEqual({ id: 'order_FAKE123', amountPaise: 99_900, currency: 'INR' });
    const request = fake.received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: { amount: 99_900, currency: 'INR', receipt: 'VR-1', notes: { plan: 'f1-monthly' } },
    });
    expect(request?.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`);
  });

  it('makes plans and subscriptions and cancels them through the official client, in Razorpay’s wire format', async () => {
    const gateway = createRazorpayGateway({ keyId: 'rzp_test_key', keySecret: 'key-secret', webhookSecret: 'hook-secret', apiUrl });
    const terms = {
      name: 'F1 Monthly',
      description: 'F1 mock interviews',
      amountPaise: 99_900,
      currency: 'INR',
      period: 'monthly' as const,
      periodDays: 30,
      notes: { plan: 'f1-monthly' },
    };
    const planId = await gateway.createPlan(terms);
    expect(planId).toMatch(/^plan_FAKE/);
    expect(fake.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/plans',
      body: {
        period: 'monthly',
        interval: 1,
        item: { name: 'F1 Monthly', amount: 99_900, currency: 'INR' },
        notes: { plan: 'f1-monthly' },
      },
    });
    const subscription = await gateway.createSubscription({ gatewayPlanId: planId, terms, totalCount: 120, notes: { order_id: 'VR-1' } });
    expect(subscription.id).toMatch(/^sub_FAKE/);
    expect(fake.received.at(-1)).toMatchObject({
      url: '/v1/subscriptions',
      body: { plan_id: planId, total_count: 120, quantity: 1, customer_notify: 1, notes: { order_id: 'VR-1' } },
    });
    await gateway.cancelSubscription(subscription.id, { atCycleEnd: true });
    expect(fake.received.at(-1)).toMatchObject({ url: `/v1/subscriptions/${subscription.id}/cancel`, body: { cancel_at_cycle_end: 1 } });
    await gateway.cancelSubscription(subscription.id, { atCycleEnd: false });
    expect(fake.received.at(-1)).toMatchObject({ url: `/v1/subscriptions/${subscription.id}/cancel`, body: {} });
    await expect(gateway.cancelSubscription('sub_unknown', { atCycleEnd: true })).rejects.toBeDefined();
  });

  it('verifies checkout signatures with the key secret and webhooks with the webhook secret', () => {
    const gateway = createRazorpayGateway({ keyId: 'rzp_test_key', keySecret: 'key-secret', webhookSecret: 'hook-secret', apiUrl });
    expect(gateway.verifyCheckoutSignature('order_1', 'pay_1', checkoutSignature('order_1', 'pay_1', 'key-secret'))).toBe(true);
    expect(gateway.verifyCheckoutSignature('order_2', 'pay_1', checkoutSignature('order_1', 'pay_1', 'key-secret'))).toBe(false);
    expect(gateway.verifyCheckoutSignature('order_1', 'pay_1', undefined)).toBe(false);
    // A subscription's checkout signs payment_id|subscription_id (the other way round).
    const signed = crypto.createHmac('sha256', 'key-secret').update('pay_1|sub_1').digest('hex');
    expect(gateway.verifySubscriptionSignature('sub_1', 'pay_1', signed)).toBe(true);
    expect(gateway.verifySubscriptionSignature('sub_2', 'pay_1', signed)).toBe(false);
    expect(gateway.verifyCheckoutSignature('sub_1', 'pay_1', signed)).toBe(false);
    const body = Buffer.from('{"event":"order.paid"}');
    expect(gateway.verifyWebhookSignature(body, webhookSignature(body, 'hook-secret'))).toBe(true);
    expect(gateway.verifyWebhookSignature(body, webhookSignature(body, 'key-secret'))).toBe(false);
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const gateway = createRazorpayGateway({ keyId: 'k', keySecret: 's', webhookSecret: undefined, apiUrl });
    const body = Buffer.from('{}');
    expect(gateway.verifyWebhookSignature(body, webhookSignature(body, ''))).toBe(false);
  });
});
