import crypto from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { openPage, type PageOptions } from './chromium';

/** What POST /api/register answers, plus what the test chose. */
export interface TestAccount {
  token: string;
  user_id: string;
  resourceid: string;
  full_name: string;
  email_address: string;
  password: string;
}

/** JSON in and out of the app's API, with the account's bearer token; anything but 2xx throws with the body. */
export async function apiRequest<T>(
  baseUrl: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A real account made through sign-up, on the trial plan (one test of each interview). Each sign-up comes from
 * its own client address through the test server's one trusted proxy hop (TRUST_PROXY=1), as separate people
 * would, so the per-address sign-up limit applies to each as it would in production.
 */
export async function registerAccount(baseUrl: string, fullName = 'Priya Sharma'): Promise<TestAccount> {
  const password = 'Secret#123';
  const email = `e2e-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const client = `198.18.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const registered = await apiRequest<Omit<TestAccount, 'password' | 'full_name' | 'email_address'>>(
    baseUrl,
    '/register',
    null,
    { full_name: fullName, email_address: email, mobile_number: '9876543210', password },
    { 'x-forwarded-for': client },
  );
  return { ...registered, full_name: fullName, email_address: email, password };
}

/** Puts the account's session in storage before any page of the context loads, as signing in would. */
export async function rememberSession(context: BrowserContext, account: TestAccount): Promise<void> {
  await context.addInitScript((stored) => {
    if (localStorage.getItem('auth_code')) return;
    localStorage.setItem('auth_code', stored.token);
    localStorage.setItem('authToken', stored.token);
    localStorage.setItem(
      'userData',
      JSON.stringify({
        userId: stored.user_id,
        email: stored.email_address,
        name: stored.full_name,
        resourceId: stored.resourceid,
        status: 'active',
        sso: 0,
        picture: null,
        accountType: 'user',
      }),
    );
  }, account);
}

/** A parsed JSON body, left untyped: for tests that read a few fields of many different answers. */
export type JsonBody = ReturnType<typeof JSON.parse>;

/** A page whose browser already holds `account`'s session, as signing in leaves it. */
export async function openSignedInPage(browser: Browser, account: TestAccount, options: PageOptions = {}) {
  const opened = await openPage(browser, options);
  await rememberSession(opened.page.context(), account);
  return opened;
}
