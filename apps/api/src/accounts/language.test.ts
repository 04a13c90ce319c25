import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@visaready/shared/schemas/accounts';
import { seedPlans } from '../billing/seed-plans';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

const JWT_SECRET = 'language-test-secret-0123456789-abcdefghijkl';
const PASSWORD = 'Secret#123';

describe.each(testDrivers)('the signed-in app language preference on %s', (driver) => {
  let app: TestApp;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const saveLanguage = (token: string, payload: unknown) =>
    app.request({ method: 'POST', url: '/api/save_user_language', payload: payload as object, headers: bearer(token) });
  const profile = async (token: string) =>
    (await app.request({ method: 'GET', url: '/api/get_user_profile', headers: bearer(token) })).json();

  async function signUp() {
    const email = `lang-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const response = await app.request({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: 'Asha Rao', email_address: email, mobile_number: '9876543210', password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    return { email, token: response.json().token as string };
  }

  beforeAll(async () => {
    app = await createTestApp(driver, { env: { JWT_SECRET } });
    await seedPlans(app.database.db);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is null until the user chooses, then remembered across sign-ins', async () => {
    const { email, token } = await signUp();
    expect((await profile(token)).data.language).toBeNull();

    const saved = await saveLanguage(token, { language: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ status: 'success', message: M.languageSaved });

    const login = await app.request({ method: 'POST', url: '/api/login', payload: { identifier: email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect((await profile(login.json().token)).data.language).toBe('hi');

    expect((await saveLanguage(token, { language: 'en' })).statusCode).toBe(200);
    expect((await profile(token)).data.language).toBe('en');
  });

  it('refuses a language it does not offer with a clear message and keeps the choice', async () => {
    const { token } = await signUp();
    await saveLanguage(token, { language: 'hi' });
    for (const payload of [{ language: 'fr' }, { language: 'HI' }, { language: null }, {}, { language: ['hi'] }]) {
      const response = await saveLanguage(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: M.languageUnsupported });
    }
    expect((await profile(token)).data.language).toBe('hi');
  });

  it('needs a signed-in user', async () => {
    const response = await app.request({ method: 'POST', url: '/api/save_user_language', payload: { language: 'hi' } });
    expect(response.statusCode).toBe(401);
  });
});
