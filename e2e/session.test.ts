import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRequest, registerAccount, rememberSession } from './support/accounts';
import { launchBrowser, openPage, respondedWith, VIEWPORTS } from './support/chromium';

const baseUrl = inject('baseUrl');

/** A session ended on the server (sign-out on another device) ends in every other tab too. */
describe.skipIf(!inject('browserAvailable'))('a session revoked elsewhere', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs out locally with "Authentication error" and goes to /login at the next request', async () => {
    const account = await registerAccount(baseUrl, 'Meera Iyer');
    // The request that finds the session revoked is refused (401): that is what this test is about.
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop, expectedErrors: [respondedWith(401)] });
    await rememberSession(page.context(), account);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('tab', { name: 'My Scores' }).waitFor();

    // Another device signs out: every token of the account is revoked on the server.
    await apiRequest(baseUrl, '/logout', account.token, {});

    // The next read from this tab is refused; the tab signs out and says why.
    await page.getByRole('tab', { name: 'My Scores' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Authentication error').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_code'))).toBeNull();
  });
});
