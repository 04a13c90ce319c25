import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpSink } from '../apps/api/src/mail/smtp-sink';
import { seriousAxeViolations } from './support/axe';
import { failedWith, launchBrowser, openPage, respondedWith, saveScreenshot, VIEWPORTS } from './support/chromium';
import { type RunningServer, startServer } from './support/server';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Secret#123';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function registerByApi(url: string, email: string, password = PASSWORD) {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_name: 'Browser Tester', email_address: email, mobile_number: '9876543210', password }),
  });
  expect(response.status).toBe(201);
}

async function signInThroughPage(page: Page, url: string, email: string, password = PASSWORD) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/dashboard`);
}

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

describe.skipIf(!inject('browserAvailable'))('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the account menu from the keyboard and by click, with aria-expanded, and closes it with Escape', async () => {
    const { page, errors } = await openPage(browser);
    const email = uniqueEmail('menu');
    await registerByApi(baseUrl, email);
    await signInThroughPage(page, baseUrl, email);
    const trigger = page.getByRole('button', { name: 'Account menu for Browser Tester' });
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    const profileLink = panel.getByRole('link', { name: 'My Profile' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await profileLink.isVisible()).toBe(false);

    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await profileLink.waitFor({ state: 'visible' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      await trigger.getAttribute('aria-controls'),
    );

    await trigger.click();
    await profileLink.click();
    await page.waitForURL(`${baseUrl}/Myprofile`);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('signs up with e-mail on a trial and lands on the dashboard, signed in', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/Signup`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign up for F1 · Trial');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const email = uniqueEmail('signup');
    await page.getByLabel('Full name').fill('Priya Sharma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Visa center (optional)').selectOption('HYDERABAD');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await toast(page, 'User registered successfully! Redirecting...').waitFor();
    await page.waitForURL(`${baseUrl}/dashboard`);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('auth_code'),
      user: JSON.parse(localStorage.getItem('userData') ?? '{}'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user).toMatchObject({ email, name: 'Priya Sharma', sso: 0, accountType: 'user' });
    // Signed in, /Signup sends the user back to the dashboard.
    await page.goto(`${baseUrl}/Signup`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect(errors).toEqual([]);
  });

  it('shows the sign-up rules as toasts and creates nothing', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/Signup`);
    await page.getByLabel('Full name').fill('Priya 2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await toast(page, 'Name must contain only alphabets.').waitFor();
    // Each rule is also shown beside its field, tied to it for assistive technology.
    const errorOf = async (label: string) => {
      const input = page.getByLabel(label, { exact: true });
      if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
      return page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`).textContent();
    };
    expect(await errorOf('Full name')).toBe('Name must contain only alphabets.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Full name').fill('Priya');
    expect(await errorOf('Full name')).toBeNull();
    await page.getByLabel('Email').fill(uniqueEmail('rules'));
    await page.getByLabel('Mobile number').fill('98765');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await toast(page, 'Mobile number must be exactly 10 digits.').waitFor();
    expect(await errorOf('Mobile number')).toBe('Mobile number must be exactly 10 digits.');
    expect(await errorOf('Email')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/Signup');
  });

  it("answers a wrong password with 'Invalid credentials!' and an unknown e-mail with 'Please register first.' then /Signup", async () => {
    const email = uniqueEmail('login');
    await registerByApi(baseUrl, email);
    // The two refused sign-ins: a wrong password (401) and an unknown e-mail (404).
    const { page } = await openPage(browser, { expectedErrors: [respondedWith(401), respondedWith(404)] });
    await page.goto(`${baseUrl}/login`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast(page, 'Invalid credentials!').waitFor();
    await page.waitForTimeout(1_300);
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast(page, 'Please register first.').waitFor();
    await page.waitForURL(`${baseUrl}/Signup`);

    await signInThroughPage(page, baseUrl, email);
    await expect(toast(page, 'Login successful!').count()).resolves.toBe(1);
  });

  it('redirects guarded pages to /login and shows My Account once signed in; Sign Out revokes the token', async () => {
    const email = uniqueEmail('guard');
    await registerByApi(baseUrl, email);
    // Sign Out revokes the token while the page may still have a read in flight with it: that read's 401 is expected.
    const { page } = await openPage(browser, { expectedErrors: [respondedWith(401)] });
    for (const route of ['/myprofile', '/MyProfile', '/profile-update']) {
      await page.goto(`${baseUrl}${route}`);
      await page.waitForURL(`${baseUrl}/login`);
    }
    await signInThroughPage(page, baseUrl, email);
    await page.goto(`${baseUrl}/Myprofile`);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    await page.locator('.account__details').getByText(email).waitFor();
    // The sign-up trial is in force and listed with its tests.
    const subscriptions = page.getByRole('region', { name: 'Active Subscriptions' });
    await subscriptions.getByText('Free Trial').waitFor();
    expect(await subscriptions.getByText('No Active Subscriptions.').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full name').fill('Renamed Tester');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully!').waitFor();
    await page.getByText('Renamed Tester').first().waitFor();

    const token = await page.evaluate(() => localStorage.getItem('auth_code'));
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('dialog', { name: 'Confirm Sign Out' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/get_user_profile`, { headers: { authorization: `Bearer ${token}` } })).status)
      .toBe(401);
  });

  it("logs out 2 s after going offline with 'No internet! Logging out...'", async () => {
    const email = uniqueEmail('offline');
    await registerByApi(baseUrl, email);
    const { page } = await openPage(browser, { expectedErrors: [failedWith('INTERNET_DISCONNECTED')] });
    await signInThroughPage(page, baseUrl, email);
    // The dashboard on screen: the signed-in pages' on-demand code (the page, its language) has arrived.
    await page.getByRole('tab', { name: 'My Interview' }).waitFor();
    await page.context().setOffline(true);
    await toast(page, 'No internet! Logging out...').waitFor();
    // An in-app navigation: nothing can load while offline, so poll the address rather than wait for a load event.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_code'))).toBeNull();
    await page.context().setOffline(false);
  });

  it('saves screenshots of sign-in and sign-up at desktop and mobile width', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page } = await openPage(browser, { viewport });
      for (const route of ['login', 'Signup']) {
        await page.goto(`${baseUrl}/${route}`);
        await page.locator('h1').waitFor();
        await saveScreenshot(page, `accounts-${route.toLowerCase()}-${name}`);
      }
      await page.close();
    }
  });

  describe('with a shortened inactivity timer', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ env: { INACTIVITY_LOGOUT_MS: '3000' } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('keeps an active user signed in and signs an idle one out to /login', async () => {
      const email = uniqueEmail('idle');
      await registerByApi(server.url, email);
      const { page } = await openPage(browser);
      await signInThroughPage(page, server.url, email);
      // Mouse movement restarts the timer: 5 s of activity outlasts the 3 s limit.
      for (let step = 0; step < 5; step += 1) {
        await page.mouse.move(100 + step * 20, 200);
        await page.waitForTimeout(1_000);
      }
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await page.waitForURL(`${server.url}/login`);
      expect(await page.evaluate(() => localStorage.getItem('auth_code'))).toBeNull();
    });
  });

  describe('password reset over real SMTP', () => {
    let server: RunningServer;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    beforeAll(async () => {
      sink = await startSmtpSink();
      server = await startServer({ env: { SMTP_URL: sink.url } });
    });
    afterAll(async () => {
      await server?.stop();
      await sink?.close();
    });

    it('e-mails a reset link, which sets a new password that then signs in', async () => {
      const email = uniqueEmail('reset');
      await registerByApi(server.url, email);
      const { page } = await openPage(browser);
      await page.goto(`${server.url}/forgot-password`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator('form.auth__form').getByLabel('Email Address').fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.waitForURL(`${server.url}/email-sent`);
      await page.getByRole('heading', { name: 'Check your inbox, please!' }).waitFor();
      await page.locator('.account-card').getByText(email).waitFor();

      await expect.poll(() => sink.received.length, { timeout: 60_000 }).toBe(1);
      const link = sink.received[0]?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
      expect(link?.startsWith(`${server.url}/reset-password?token=`)).toBe(true);

      await page.goto(link ?? '');
      await page.getByLabel('New password').fill('Changed#456');
      await page.getByLabel('Confirm password').fill('Changed#457');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await toast(page, 'Passwords do not match').waitFor();
      await page.getByLabel('Confirm password').fill('Changed#456');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.waitForURL(`${server.url}/login`);
      await signInThroughPage(page, server.url, email, 'Changed#456');
    });
  });
});
