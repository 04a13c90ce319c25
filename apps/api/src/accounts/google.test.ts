import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@visaready/shared/schemas/accounts';
import { seedPlans } from '../billing/seed-plans';
import { users } from '../db/schema';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

const CLIENT_ID = 'visaready-test.apps.googleusercontent.com';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/** Google's side, played locally: a key set served over HTTP as Google serves its certs, and ID tokens signed with it. */
async function startFakeGoogle() {
  const signing = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(signing.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;

  const idToken = (claims: Record<string, unknown>, options: { key?: KeyPair; aud?: string; iss?: string; exp?: number } = {}) =>
    new SignJWT({ email_verified: true, name: 'Ravi Kumar', picture: 'https://lh3.example/ravi.png', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key' })
      .setIssuer(options.iss ?? 'https://accounts.google.com')
      .setAudience(options.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign((options.key ?? signing).privateKey);

  return { jwksUrl, idToken, stranger, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDrivers)('Google sign-in on %s', (driver) => {
  let app: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  const signIn = (payload: object) => app.request({ method: 'POST', url: '/api/auth/google', payload });

  beforeAll(async () => {
    google = await startFakeGoogle();
    app = await createTestApp(driver, { env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } });
    await seedPlans(app.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await google?.close();
  });

  it('registers a new Google user with sso=1 and no mobile, then signs them in again by sub', async () => {
    const credential = await google.idToken({ sub: 'google-sub-1', email: 'Ravi@Gmail.com' });
    const first = await signIn({ credential });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      new_user: true,
      has_mobile: false,
      sso: 1,
      email_address: 'ravi@gmail.com',
      full_name: 'Ravi Kumar',
      order_status: 'Active',
    });
    const [stored] = await app.database.db.select().from(users).where(eq(users.email, 'ravi@gmail.com'));
    expect(stored).toMatchObject({ sso: 1, googleSub: 'google-sub-1', passwordHash: null });

    const saved = await app.request({
      method: 'POST',
      url: '/api/save_user_profile',
      headers: { authorization: `Bearer ${first.json().token}` },
      payload: { mobile_number: '9000000001', visa_center: 'DELHI' },
    });
    expect(saved.statusCode).toBe(200);
    const again = await signIn({ credential: await google.idToken({ sub: 'google-sub-1', email: 'ravi@gmail.com' }) });
    expect(again.json()).toMatchObject({ new_user: false, has_mobile: true, user_id: first.json().user_id });
  });

  it('links Google to an existing password account with the same e-mail', async () => {
    const registered = await app.request({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: 'Meera Shah', email_address: 'meera@example.com', mobile_number: '9876500000', password: 'Secret#123' },
    });
    expect(registered.statusCode).toBe(201);
    const response = await signIn({ credential: await google.idToken({ sub: 'google-sub-2', email: 'meera@example.com' }) });
    expect(response.json()).toMatchObject({ new_user: false, has_mobile: true, user_id: registered.json().user_id, sso: 0 });
  });

  it('stores the profile sent by the sign-up page with a new Google account', async () => {
    const response = await signIn({
      credential: await google.idToken({ sub: 'google-sub-3', email: 'tara@example.com' }),
      mobile_number: '9000000003',
      visa_center: 'MUMBAI',
    });
    expect(response.json()).toMatchObject({ new_user: true, has_mobile: true, mobile_number: '9000000003' });
  });

  it.each([
    [
      'a wrong audience',
      async () => google.idToken({ sub: 'x1', email: 'x1@example.com' }, { aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['a wrong issuer', async () => google.idToken({ sub: 'x2', email: 'x2@example.com' }, { iss: 'https://evil.example' })],
    ['an expired token', async () => google.idToken({ sub: 'x3', email: 'x3@example.com' }, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a foreign signature', async () => google.idToken({ sub: 'x4', email: 'x4@example.com' }, { key: google.stranger })],
    ['an unverified e-mail', async () => google.idToken({ sub: 'x5', email: 'meera@example.com', email_verified: false })],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s and creates nothing', async (_name, credential) => {
    const before = await app.database.db.select({ id: users.id }).from(users);
    const response = await signIn({ credential: await credential() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: M.googleTokenInvalid });
    expect(await app.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });
});

describe('Google sign-in without a client id', () => {
  it('answers 503 so the pages keep Google hidden', async () => {
    const driver = testDrivers[0];
    if (!driver) return;
    const app = await createTestApp(driver);
    try {
      const response = await app.request({ method: 'POST', url: '/api/auth/google', payload: { credential: 'x' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: M.googleNotConfigured });
    } finally {
      await app.close();
    }
  });
});
