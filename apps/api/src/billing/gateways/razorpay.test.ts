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

  it('verifies checkout signatures with the key secret and webhooks with the webhook secret', () => {
    const gateway = createRazorpayGateway({ keyId: 'rzp_test_key', keySecret: 'key-secret', webhookSecret: 'hook-secret', apiUrl });
    expect(gateway.verifyCheckoutSignature('order_1', 'pay_1', checkoutSignature('order_1', 'pay_1', 'key-secret'))).toBe(true);
    expect(gateway.verifyCheckoutSignature('order_2', 'pay_1', checkoutSignature('order_1', 'pay_1', 'key-secret'))).toBe(false);
    expect(gateway.verifyCheckoutSignature('order_1', 'pay_1', undefined)).toBe(false);
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
