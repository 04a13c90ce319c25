import type { AddressInfo } from 'node:net';
import { PRICING_BANNER_ROTATE_MS } from '@visaready/shared/schemas/billing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { apiRequest, openSignedInPage, registerAccount, rememberSession } from './support/accounts';
import { failedWith, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/chromium';
import { type RunningServer, startServer } from './support/server';
import { startFakeRazorpay } from '../apps/api/src/billing/testing/fake-razorpay';

const baseUrl = inject('baseUrl');

async function signedInPage(browser: Browser, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const account = await registerAccount(baseUrl, 'Priya Buyer');
  return { ...(await openSignedInPage(browser, account, { viewport })), account };
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
    // The first page of a fresh server and browser may take more than the poll's default second on a busy machine.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 60_000 }).toBe('Choose Your Interview Plan');
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
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await toast(page, 'Payment successful! Subscription activated.').waitFor();
    await page.waitForURL(/\/dashboard$/);
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
    await page.waitForURL(/\/dashboard$/);
    expect(await historyStatuses(account.token)).toContain('Active');
    // Without a reload, the dashboard shows the licence just bought.
    await page.getByRole('tab', { name: 'My Interview' }).click();
    await expect.poll(() => purchased.textContent(), { timeout: 30_000 }).not.toBe(before);
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
    await page.waitForURL(/\/subscription-history$/);

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
  it('My Account shows the next renewal date; Cancel renewal asks first, then the plan keeps its period and stops renewing', async () => {
    const { page, account, errors } = await signedInPage(browser);
    // A monthly plan bought through the sandbox, as the pricing page does.
    const plans = await apiRequest<{ data: Array<{ subscription_id: number; billing_period: string | null; name: string }> }>(
      baseUrl,
      '/list_subscriptions',
      null,
    );
    const monthly = plans.data.find((plan) => plan.billing_period === 'monthly');
    if (!monthly) throw new Error('no monthly plan on sale');
    const checkout = await apiRequest<{ order_id: string }>(baseUrl, '/place_order', account.token, {
      subscription_id: monthly.subscription_id,
    });
    const payment = await apiRequest<{ razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string }>(
      baseUrl,
      '/payments/sandbox/pay',
      account.token,
      { order_id: checkout.order_id },
    );
    await apiRequest(baseUrl, '/update-subscription-status', account.token, {
      subscription_id: monthly.subscription_id,
      order_id: checkout.order_id,
      pg_response: {
        status: 'Active',
        transaction_id: payment.razorpay_payment_id,
        payment_gateway: 'Sandbox',
        razorpay_subscription_id: payment.razorpay_subscription_id,
        razorpay_signature: payment.razorpay_signature,
      },
    });
    const activeOrders = async () =>
      (
        await apiRequest<{ data: Array<{ order_id: string; next_renewal_date: string | null; is_auto_renew: boolean; status: string }> }>(
          baseUrl,
          '/active_subscription',
          account.token,
        )
      ).data;
    const bought = (await activeOrders()).find((order) => order.order_id === checkout.order_id);
    const renewalDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(String(bought?.next_renewal_date)));

    // The history is read first, so its answer is cached when the renewal is cancelled.
    await page.goto(`${baseUrl}/subscription-history`);
    const autoRenew = page.getByRole('row').filter({ hasText: checkout.order_id }).locator('td').nth(8);
    await expect.poll(() => autoRenew.textContent(), { timeout: 30_000 }).toBe('Yes');
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Profile' }).click();
    const card = page.locator('.account__subscription').filter({ hasText: checkout.order_id });
    await card.getByText('Next renewal').waitFor();
    expect(await card.locator('dt', { hasText: 'Next renewal' }).locator('xpath=following-sibling::dd').textContent()).toBe(renewalDate);
    // Only a plan that renews offers it (the trial beside it does not).
    expect(await page.getByRole('button', { name: 'Cancel renewal' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-account-renewal-desktop');

    const dialog = page.getByRole('dialog', { name: 'Cancel renewal?' });
    await card.getByRole('button', { name: 'Cancel renewal' }).click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`will not renew on ${renewalDate}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'billing-account-cancel-renewal-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, 'billing-account-cancel-renewal-mobile');
    // Keep renewal closes and changes nothing.
    await dialog.getByRole('button', { name: 'Keep renewal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'billing-account-renewal-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);
    expect((await activeOrders()).find((order) => order.order_id === checkout.order_id)?.is_auto_renew).toBe(true);

    await card.getByRole('button', { name: 'Cancel renewal' }).click();
    await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
    await toast(page, 'Renewal cancelled. You keep access until the end of the period already paid for.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText(`This plan will not renew. You keep access until ${renewalDate}.`).waitFor();
    expect(await card.getByRole('button', { name: 'Cancel renewal' }).count()).toBe(0);
    await saveScreenshot(page, 'billing-account-renewal-cancelled-desktop');
    expect((await activeOrders()).find((order) => order.order_id === checkout.order_id)).toMatchObject({
      status: 'Active',
      is_auto_renew: false,
      next_renewal_date: null,
    });
    // Without a reload, the history shows the renewal off: the cancellation refreshed its cached answer (which would
    // otherwise be kept for the queries' 30 s stale time).
    await page.getByRole('link', { name: 'View subscription history' }).click();
    await expect.poll(() => autoRenew.textContent(), { timeout: 30_000 }).toBe('No');
    expect(errors).toEqual([]);
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
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  async function buyNowWithCheckoutScript(serve: 'never' | 'fail') {
    const account = await registerAccount(server.url, 'Priya Razorpay');
    const { page } = await openPage(browser, serve === 'fail' ? { expectedErrors: [failedWith('CONNECTION_REFUSED')] } : {});
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
    // The first plan renews: the server made its Razorpay subscription before the checkout was asked for.
    expect(fake.received.some((request) => request.url === '/v1/subscriptions')).toBe(true);
    await page.context().close();
  });

  it('says the gateway is not ready when its script could not be loaded', async () => {
    const page = await buyNowWithCheckoutScript('fail');
    await toast(page, 'Payment gateway is not ready. Please try again.').waitFor();
    await page.context().close();
  });
});
