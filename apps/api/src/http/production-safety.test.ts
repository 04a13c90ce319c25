import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

// Issue 14: development conveniences are opt-in in production, and client addresses cannot be spoofed.
describe.each(testDrivers.slice(0, 1))('production safety on %s', (driver) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(driver, {
      env: {
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'rzp_test_secret',
        SMTP_URL: 'smtp://127.0.0.1:9',
        TRUST_PROXY: '1',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has no sandbox payment route when Razorpay is the gateway', async () => {
    const response = await app.request({ method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: 'order_x' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).not.toBe('sandbox_disabled');
  });

  it('takes the client address from the proxy hop it trusts, not from what the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await app.request({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '127.0.0.1',
        // The client forges a new left-most address each time; the proxy appends the address it really saw.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9` },
        payload: { email: `someone${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
