import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
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

describe.each(testDrivers)('input no column can store, on %s', (driver) => {
  let app: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    app = await createTestApp(driver);
    user = await createSignedInUser(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const NUL = 'a\u0000b';
  const cases: [string, string, string, unknown, boolean][] = [
    ['login', 'POST', '/api/login', { email: `x${NUL}@example.com`, password: NUL }, false],
    ['forgot-password', 'POST', '/api/forgot-password', { email: `x${NUL}@example.com` }, false],
    ['register', 'POST', '/api/register', { full_name: NUL, email_address: 'n@example.com', password: 'Passw0rd!' }, false],
    ['page-views', 'POST', '/api/page-views', { path: `/${NUL}`, title: NUL, visitedAt: new Date().toISOString() }, false],
    ['join-waitlist', 'POST', '/api/join-waitlist', { email: `w${NUL}@example.com`, source: 'floating' }, false],
    ['submit-answer', 'POST', '/api/submit-answer', { session_id: NUL, child_session_id: NUL, question_id: 1, user_answer: NUL }, true],
    [
      'submit-answer confidence 5e-324',
      'POST',
      '/api/submit-answer',
      { session_id: 's', child_session_id: 'c', question_id: 1, user_answer: 'x', confidence: 5e-324 },
      true,
    ],
    ['place_order', 'POST', '/api/place_order', { plan_id: 1, order_id: NUL }, true],
    ['update-subscription-status', 'POST', '/api/update-subscription-status', { order_id: NUL, payment_id: NUL, signature: NUL }, true],
    ['a NUL in the path', 'GET', `/api/get-score-card/${encodeURIComponent(NUL)}`, undefined, true],
  ];

  it.each(cases)('%s: 400, nothing stored', async (_label, method, url, payload, signedIn) => {
    const response = await app.request({
      method: method as 'GET' | 'POST',
      url,
      payload: payload as object,
      headers: signedIn ? user.auth : {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error' });
  });

  it('a webhook payload with a NUL: 400', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      payload: '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_\\u0000"}}}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('an e-mail address longer than any real one: 400 with the form’s own message', async () => {
    const long = `${'a'.repeat(100_000)}@example.com`;
    const newsletter = await app.request({ method: 'POST', url: '/api/subscribe-newsletter', payload: { email: long } });
    expect(newsletter.statusCode).toBe(400);
    const waitlist = await app.request({ method: 'POST', url: '/api/join-waitlist', payload: { email: long, source: 'floating' } });
    expect(waitlist.statusCode).toBe(400);
  });
});
