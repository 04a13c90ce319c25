import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@visaready/shared/schemas/accounts';
import { seedPlans } from '../billing/seed-plans';
import { emailOutbox, passwordResetTokens, subscriptions, users } from '../db/schema';
import { startSmtpSink } from '../mail/smtp-sink';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

const JWT_SECRET = 'accounts-test-secret-0123456789-abcdefghijkl';
const PASSWORD = 'Secret#123';

function registration(overrides: Record<string, unknown> = {}) {
  return {
    full_name: 'Asha Rao',
    email_address: `asha-${Math.random().toString(36).slice(2, 10)}@example.com`,
    mobile_number: '9876543210',
    password: PASSWORD,
    ...overrides,
  };
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
}

describe.each(testDrivers)('accounts API on %s', (driver) => {
  let app: TestApp;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.request({ method: 'POST', url, payload, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function signUp(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const response = await post('/api/register', body);
    expect(response.statusCode).toBe(201);
    return { body, result: response.json() };
  }

  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(driver, { env: { JWT_SECRET, PUBLIC_URL: 'https://visaready.example', SMTP_URL: sink.url } });
    await seedPlans(app.database.db);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  describe('register', () => {
    it('creates the account with a trial subscription and answers 201 with token and ids', async () => {
      const { body, result } = await signUp({ email_address: 'New.User@Example.com', visa_center: 'CHENNAI' });
      expect(result).toMatchObject({
        status: 'success',
        user_id: expect.any(String),
        resourceid: expect.any(String),
        token: expect.any(String),
      });
      expect(result.email_address).toBe('new.user@example.com');
      expect(result.order_status).toBe('Active');
      const [stored] = await app.database.db.select().from(users).where(eq(users.id, result.user_id));
      expect(stored?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
      expect(stored?.passwordHash).not.toContain(body.password);
      expect(stored?.visaCenter).toBe('CHENNAI');
      const owned = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, result.user_id));
      expect(owned).toHaveLength(1);
      expect(owned[0]?.orderType).toBe('Trial');
    });

    it('refuses a second account with the same e-mail, whatever its case, and changes nothing', async () => {
      const { body } = await signUp();
      const again = await post('/api/register', { ...body, email_address: body.email_address.toUpperCase(), full_name: 'Someone Else' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ status: 'error', message: M.emailTaken });
      const rows = await app.database.db.select().from(users).where(eq(users.email, body.email_address));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.fullName).toBe('Asha Rao');
    });

    it.each([
      [{ full_name: '' }, M.nameRequired],
      [{ full_name: undefined }, M.nameRequired],
      [{ full_name: 'Asha 2' }, M.nameAlphabets],
      [{ email_address: '' }, M.emailRequired],
      [{ email_address: 'asha@example' }, M.emailInvalid],
      [{ password: '' }, M.passwordRequired],
      [{ password: 'Ab#1' }, M.passwordTooShort],
      [{ password: 'secret#123' }, M.passwordWeak],
      [{ password: 'Secret1234' }, M.passwordWeak],
      [{ mobile_number: '' }, M.mobileRequired],
      [{ mobile_number: '98765' }, M.mobileDigits],
      [{ mobile_number: '98765abcde' }, M.mobileDigits],
      [{ visa_date: '2000-01-01' }, M.visaDateInvalid],
      [{ visa_center: 'PARIS' }, M.visaCenterInvalid],
    ])('answers 400 for %j with the spec message and stores nothing', async (override, message) => {
      const body = registration(override);
      const response = await post('/api/register', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', message });
      const rows = await app.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email_address ?? '').toLowerCase()));
      expect(rows).toHaveLength(0);
    });
  });

  describe('login and tokens', () => {
    it('signs in with the right password, case-insensitively by e-mail', async () => {
      const { body } = await signUp();
      const response = await post('/api/login', { identifier: body.email_address.toUpperCase(), password: PASSWORD });
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result).toMatchObject({ status: 'success', full_name: 'Asha Rao', sso: 0, account_type: 'user' });
      const profile = await app.request({ method: 'GET', url: '/api/get_user_profile', headers: bearer(result.token) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        status: 'success',
        data: { full_name: 'Asha Rao', email_address: body.email_address, mobile_number: '9876543210' },
      });
    });

    it("answers 'User not found' and 'Invalid credentials' as the sign-in page expects", async () => {
      const { body } = await signUp();
      const unknown = await post('/api/login', { identifier: 'nobody@example.com', password: PASSWORD });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: M.userNotFound });
      const wrong = await post('/api/login', { identifier: body.email_address, password: 'Wrong#123' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ message: M.invalidCredentials });
    });

    it('rejects tampered, expired, unsigned and revoked tokens', async () => {
      const { result } = await signUp();
      const profile = (token: string) => app.request({ method: 'GET', url: '/api/get_user_profile', headers: bearer(token) });
      const [header, payload, signature] = result.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')}.${signature}`;
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const expired = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(result.user_id)
        .setIssuer('visaready')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
        .sign(new TextEncoder().encode(JWT_SECRET));
      for (const bad of [forged, unsigned, expired]) expect((await profile(bad)).statusCode).toBe(401);
      expect((await app.request({ method: 'GET', url: '/api/get_user_profile' })).json()).toMatchObject({
        message: 'Authentication code not found. Please login again.',
      });

      expect((await profile(result.token)).statusCode).toBe(200);
      const logout = await post('/api/logout', {}, bearer(result.token));
      expect(logout.statusCode).toBe(200);
      expect((await profile(result.token)).statusCode).toBe(401);
    });

    it('locks an account after 10 attempts in the window, even for the right password, and counts per account', async () => {
      const { body } = await signUp();
      const other = await signUp();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await post('/api/login', { identifier: body.email_address, password: 'Wrong#123' })).statusCode).toBe(401);
      }
      const locked = await post('/api/login', { identifier: body.email_address, password: PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect((await post('/api/login', { identifier: other.body.email_address, password: PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('profile and password', () => {
    it('edits name and mobile but never the e-mail', async () => {
      const { body, result } = await signUp();
      const saved = await post(
        '/api/save_user_profile',
        { full_name: 'Asha Kumari', mobile_number: '9123456789', email_address: 'evil@example.com' },
        bearer(result.token),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ status: 'success', message: M.toastProfileUpdated });
      const profile = (await app.request({ method: 'GET', url: '/api/get_user_profile', headers: bearer(result.token) })).json();
      expect(profile.data).toMatchObject({ full_name: 'Asha Kumari', mobile_number: '9123456789', email_address: body.email_address });
    });

    it('refuses a bad profile with the spec message and leaves it unchanged', async () => {
      const { result } = await signUp();
      for (const [payload, message] of [
        [{ full_name: 'Asha1', mobile_number: '9123456789' }, M.nameAlphabets],
        [{ mobile_number: '' }, M.mobileRequired],
        [{ mobile_number: '12345' }, M.mobileDigits],
      ] as const) {
        const response = await post('/api/save_user_profile', payload, bearer(result.token));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message });
      }
      const profile = (await app.request({ method: 'GET', url: '/api/get_user_profile', headers: bearer(result.token) })).json();
      expect(profile.data).toMatchObject({ full_name: 'Asha Rao', mobile_number: '9876543210' });
    });

    it('changes the password after checking the old one, revoking earlier tokens', async () => {
      const { body, result } = await signUp();
      const change = (payload: object, token = result.token) => post('/api/change-password', payload, bearer(token));
      expect((await change({ new_password: 'Newpass#1' })).json()).toMatchObject({ message: M.oldPasswordRequired });
      expect((await change({ old_password: 'Wrong#123', new_password: 'Newpass#1' })).json()).toMatchObject({
        message: M.oldPasswordWrong,
      });
      expect((await change({ old_password: PASSWORD, new_password: PASSWORD })).json()).toMatchObject({ message: M.passwordSameAsOld });
      expect((await change({ old_password: PASSWORD, new_password: 'weak' })).json()).toMatchObject({ message: M.passwordTooShort });
      expect((await post('/api/login', { identifier: body.email_address, password: PASSWORD })).statusCode).toBe(200);

      const changed = await change({ old_password: PASSWORD, new_password: 'Newpass#1' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ message: M.toastPasswordChanged });
      expect((await app.request({ method: 'GET', url: '/api/get_user_profile', headers: bearer(result.token) })).statusCode).toBe(401);
      expect((await app.request({ method: 'GET', url: '/api/get_user_profile', headers: bearer(changed.json().token) })).statusCode).toBe(
        200,
      );
      expect((await post('/api/login', { identifier: body.email_address, password: PASSWORD })).statusCode).toBe(401);
      expect((await post('/api/login', { identifier: body.email_address, password: 'Newpass#1' })).statusCode).toBe(200);
    });
  });

  describe('forgot and reset password', () => {
    const outboxFor = (address: string) => app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

    /** The link as the user receives it, over a real SMTP exchange; the stored row keeps no token. */
    async function resetLinkFor(address: string): Promise<string> {
      const response = await post('/api/forgot-password', { email: address });
      expect(response.statusCode).toBe(200);
      const mail = await waitFor(async () => (await outboxFor(address)).find((row) => row.status === 'sent'));
      const received = await waitFor(async () => [...sink.received].reverse().find((message) => message.to.includes(address)));
      const link = received.text.match(/https:\/\/visaready\.example\/reset-password\?token=([\w-]+)/);
      expect(link).not.toBeNull();
      const token = link?.[1] ?? '';
      expect(`${mail.textBody} ${mail.htmlBody}`).not.toContain(token);
      expect(mail.textBody).toContain('https://visaready.example/reset-password?token=[redacted]');
      expect(mail.sealedBody).toBeNull();
      return token;
    }

    it('answers identically for unknown and known e-mails, sending only to the known one', async () => {
      const { body } = await signUp();
      const known = await post('/api/forgot-password', { email: body.email_address });
      const unknown = await post('/api/forgot-password', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({ status: 'success', message: M.resetLinkSent });
      const mail = await waitFor(async () => (await outboxFor(body.email_address)).find((row) => row.status === 'sent'));
      expect(mail.transport).toBe('smtp');
      expect(await outboxFor('ghost@example.com')).toHaveLength(0);
    });

    it('stores only a hash of the 32-byte token, and the link works once', async () => {
      const { body } = await signUp();
      const token = await resetLinkFor(body.email_address);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const stored = await app.database.db.select().from(passwordResetTokens);
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);

      expect((await post('/api/reset-password', { token, new_password: 'weak' })).json()).toMatchObject({ message: M.passwordTooShort });
      expect((await post('/api/reset-password', { token: '', new_password: 'Fresh#123' })).json()).toMatchObject({
        message: M.resetTokenMissing,
      });
      const reset = await post('/api/reset-password', { token, new_password: 'Fresh#123' });
      expect(reset.statusCode).toBe(200);
      expect((await post('/api/login', { identifier: body.email_address, password: 'Fresh#123' })).statusCode).toBe(200);
      const again = await post('/api/reset-password', { token, new_password: 'Other#123' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ message: M.resetLinkInvalid });
      expect((await post('/api/login', { identifier: body.email_address, password: 'Fresh#123' })).statusCode).toBe(200);
    });

    it('refuses a link older than an hour', async () => {
      const { body, result } = await signUp();
      const token = await resetLinkFor(body.email_address);
      await app.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, result.user_id));
      const response = await post('/api/reset-password', { token, new_password: 'Fresh#123' });
      expect(response.statusCode).toBe(400);
      expect((await post('/api/login', { identifier: body.email_address, password: PASSWORD })).statusCode).toBe(200);
    });

    it('limits reset requests per address, known or not', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await post('/api/forgot-password', { email: 'flood@example.com' })).statusCode).toBe(200);
      expect((await post('/api/forgot-password', { email: 'flood@example.com' })).statusCode).toBe(429);
    });
  });
});
