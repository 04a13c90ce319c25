import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { helmetOptions } from './security-headers';

/** What helmet itself sends for these options on a real response (as @fastify/helmet applied it per request). */
async function helmetOnARealResponse(options: ReturnType<typeof helmetOptions>): Promise<Record<string, string>> {
  const server = http.createServer((request, response) =>
    helmet(options)(request, response, () => {
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(response.headers);
    for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']) delete headers[name];
    return headers;
  } finally {
    server.close();
  }
}

describe.each([
  ['embedded defaults', {}],
  [
    'Google, Razorpay and https',
    {
      PUBLIC_URL: 'https://visaready.example',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'razorpay-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
    },
  ],
])('security headers (%s)', (_name, env: Record<string, string>) => {
  let app: TestApp;
  let expected: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp('pglite', { env, startJobs: false });
    expected = await helmetOnARealResponse(helmetOptions(app.deps.config));
  });
  afterAll(async () => {
    await app.close();
  });

  it('are exactly helmet’s on every kind of response: a read, a 404, a refused token and bad input', async () => {
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    const responses = await Promise.all([
      app.request({ method: 'GET', url: '/api/health' }),
      app.request({ method: 'GET', url: '/api/no-such-route' }),
      app.request({ method: 'GET', url: '/api/get_user_profile', headers: { authorization: 'Bearer not-a-token' } }),
      app.request({ method: 'POST', url: '/api/login', payload: { email: 'not an address' } }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 404, 401, 400]);
    for (const response of responses) {
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers[name]]));
      expect(sent).toEqual(expected);
    }
  });
});
