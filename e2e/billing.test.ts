import type { AddressInfo } from 'node:net';
import { PRICING_BANNER_ROTATE_MS } from '@visaready/shared/schemas/billing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { apiRequest, registerAccount, rememberSession } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { startFakeRazorpay } from '../apps/api/src/billing/testing/fake-razorpay';

const baseUrl = inject('baseUrl');

async function signedInPage(browser: Browser, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const account = await registerAccount(baseUrl, 'Priya Buyer');
  const opened = await openPage(browser, { viewport });
  await rememberSession(opened.page.context(), account);
  return { ...opened, account };
}

async function historyStatuses(token: string) {
  const history = await apiRequest<{ data: { data: Array<{ status: string }> } }>(baseUrl, '/subscription_history', token);
  return history.data.data.map((row) => row.status);
}

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

describe.skipIf(!inject('browserAvailable'))('billing pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('visitor Buy Now → /Signup with the plan stored → sign up → sandbox checkout → Active', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/subscribe`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose Your Interview Plan');
    await page.getByRole('button', { name: 'Buy Now' }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-pricing-desktop');
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    await page.waitForURL(/\/Signup$/);
    const stored = await page.evaluate(() =>
      ['subscription_id', 'order_type', 'price', 'categoryname', 'visa_category'].map((key) => localStorage.getItem(key)),
    );
    expect(stored.every((value) => value !== null && value !== '')).toBe(true);

    // Sign-up continues into the checkout for the plan chosen above (spec 000 §4 'Email sign-up').
    const email = `visitor-${Date.now()}@example.com`;
    await page.getByLabel('Full name').fill('Visitor Applicant');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('Visitor@2025');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await toast(page, 'Please complete the payment to activate your subscription.').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await toast(page, 'Payment successful! Subscription activated.').waitFor();
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });
    const token = await page.evaluate(() => localStorage.getItem('auth_code'));
    expect(await historyStatuses(String(token))).toEqual(['Active']);
    await page.context().close();
  });

  it('pricing page on mobile', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await page.goto(`${baseUrl}/subscribe`);
    await page.getByRole('button', { name: 'Buy Now' }).first().waitFor();
    await saveScreenshot(page, 'billing-pricing-mobile');
    await page.context().close();
  });

  it('the highlights banner has a Pause control and holds still for reduced motion', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/subscribe`);
    const slide = page.locator('.pricing__slide');
    // Rotating by itself, it does not announce each slide.
    expect(await slide.getAttribute('aria-live')).toBe('off');
    await page.getByRole('button', { name: 'Pause highlights' }).click();
    await page.getByRole('button', { name: 'Play highlights' }).waitFor();
    expect(await slide.getAttribute('aria-live')).toBe('polite');
    await page.context().close();

    const reduced = await openPage(browser, { reducedMotion: 'reduce' });
    await reduced.page.goto(`${baseUrl}/subscribe`);
    const first = await reduced.page.locator('.pricing__slide-title').textContent();
    expect(await reduced.page.getByRole('button', { name: /highlights/ }).count()).toBe(0);
    await reduced.page.waitForTimeout(PRICING_BANNER_ROTATE_MS + 500);
    expect(await reduced.page.locator('.pricing__slide-title').textContent()).toBe(first);
    await reduced.page.context().close();
  });

  it('signed-in Buy Now → sandbox checkout → Active, verified by the server', async () => {
    const { page, account } = await signedInPage(browser);
    // The dashboard is read first, so its figures are in the page's cache when the payment lands.
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('tab', { name: 'My Interview' }).click();
    const purchased = page.locator('.iv-card dt', { hasText: 'Total License Purchased' }).first().locator('xpath=following-sibling::dd');
    const before = await purchased.textContent();
    await page.getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await toast(page, 'Payment successful! Subscription activated.').waitFor();
    await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });
    expect(await historyStatuses(account.token)).toContain('Active');
    // Without a reload, the dashboard shows the licence just bought.
    await page.getByRole('tab', { name: 'My Interview' }).click();
    await expect.poll(() => purchased.textContent(), { timeout: 5_000 }).not.toBe(before);
    await page.context().close();
  });

  it('dismissal → history shows Payment Due → Pay Now → Active; history at desktop and mobile', async () => {
    const { page, account } = await signedInPage(browser);
    await page.goto(`${baseUrl}/subscribe`);
    await page.getByRole('button', { name: 'Buy Now' }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await toast(page, 'Payment process was not completed.').waitFor();
    await page.waitForURL(/\/subscription-history$/, { timeout: 10_000 });

    const dueRow = page.getByRole('row').filter({ hasText: 'In Progress - Payment Due' });
    await dueRow.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-history-desktop');
    // Search narrows to matching rows; the active trial (if any) has Pay Now disabled.
    await page.getByRole('searchbox', { name: 'Search' }).fill('payment due');
    expect(await page.getByRole('row').count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    await dueRow.getByRole('button', { name: /Pay Now/ }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await toast(page, 'Payment successful! Subscription activated.').waitFor();
    expect(await historyStatuses(account.token)).not.toContain('In Progress - Payment Due');

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`${baseUrl}/subscription-history`);
    await page.locator('.history-card').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    // Dates in US English, as the rest of the app shows them ("Nov 22, 2026").
    await page
      .locator('.history-card')
      .first()
      .getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      .first()
      .waitFor();
    await saveScreenshot(page, 'billing-history-mobile');
    await page.context().close();
  });
});

describe.skipIf(!inject('browserAvailable'))('billing with Razorpay as the gateway', () => {
  const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
  const fake = startFakeRazorpay();
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    server = await startServer({
      env: {
        PAYMENTS_SANDBOX: 'false',
        RAZORPAY_KEY_ID: 'rzp_test_e2e',
        RAZORPAY_KEY_SECRET: 'e2e-key-secret',
        RAZORPAY_API_URL: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
      },
    });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  async function buyNowWithCheckoutScript(serve: 'never' | 'fail') {
    const account = await registerAccount(server.url, 'Priya Razorpay');
    const { page } = await openPage(browser);
    // checkout.js is Razorpay's and unreachable here: it either never arrives or fails to load.
    await page.route(CHECKOUT_SCRIPT, (route) => (serve === 'fail' ? route.abort('connectionrefused') : undefined));
    await rememberSession(page.context(), account);
    const scriptSettled =
      serve === 'fail'
        ? page.waitForEvent('requestfailed', (request) => request.url() === CHECKOUT_SCRIPT)
        : page.waitForRequest(CHECKOUT_SCRIPT);
    await page.goto(`${server.url}/subscribe`);
    await scriptSettled;
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    return page;
  }

  it('asks the applicant to wait while the gateway script is still loading', async () => {
    const page = await buyNowWithCheckoutScript('never');
    await toast(page, 'Loading payment gateway. Please wait a few seconds and try again.').waitFor();
    expect(fake.received.some((request) => request.url === '/v1/orders')).toBe(true);
    await page.context().close();
  });

  it('says the gateway is not ready when its script could not be loaded', async () => {
    const page = await buyNowWithCheckoutScript('fail');
    await toast(page, 'Payment gateway is not ready. Please try again.').waitFor();
    await page.context().close();
  });
});
