import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { collectCspIssues, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/chromium';

const baseUrl = inject('baseUrl');

/** The specification's public route table (000 §2), with the alternative spellings its links use. */
const PUBLIC_ROUTES = [
  '/',
  '/Banner',
  '/Testimonials',
  '/Overview',
  '/Features',
  '/Reviews',
  '/contact',
  '/Contact',
  '/Signup',
  '/Otp',
  '/Feature',
  '/aboutus',
  '/faqs',
  '/AlertMessage',
  '/forgot-password',
  '/reset-password',
  '/login',
  '/terms-and-conditions',
  '/privacy-policy',
  '/payment-policy',
  '/legal-disclaimer',
  '/email-sent',
  '/questionAcc',
  '/subscribe',
  '/instructions/abc/10',
  '/EmailSignup',
  '/GoogleSignup',
];

const LOGIN_ROUTES = [
  '/dashboard',
  '/myprofile',
  '/MyProfile',
  '/Myprofile',
  '/Question',
  '/Myinterview',
  '/Tips',
  '/Scores',
  '/Scorecard',
  '/Primaryscores',
  '/Retestscores',
  '/questionset',
  '/subscription-history',
  '/scorecard/abc',
  '/scoreresult/a/1/2',
  '/profile-update',
  '/blog',
];

describe.skipIf(!inject('browserAvailable'))('application shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders a page with a heading on every public route, with no Content-Security-Policy violation', async () => {
    const { page, errors } = await openPage(browser);
    const cspIssues = await collectCspIssues(page);
    for (const route of PUBLIC_ROUTES) {
      const response = await page.goto(`${baseUrl}${route}`);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1').first().textContent(), route).resolves.toBeTruthy();
      expect(await page.getByText('Whoops! It looks like you are lost!').count(), route).toBe(0);
      expect(new URL(page.url()).pathname, route).toBe(route);
    }
    expect(errors).toEqual([]);
    expect(cspIssues).toEqual([]);
  });

  it('serves the interactive API reference at /api/docs under the same CSP', async () => {
    const { page, errors } = await openPage(browser);
    const cspIssues = await collectCspIssues(page);
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByText('/api/get-all-interviews').first().waitFor();
    await page.getByText('VisaReady API').first().waitFor();
    await saveScreenshot(page, 'api-docs-desktop');
    expect(errors).toEqual([]);
    expect(cspIssues).toEqual([]);
    await page.context().close();
  });

  it('redirects every login-required route to /login, replacing the history entry', async () => {
    const { page } = await openPage(browser);
    for (const route of LOGIN_ROUTES) {
      await page.goto(`${baseUrl}/`);
      await page.goto(`${baseUrl}${route}`);
      await page.waitForURL(`${baseUrl}/login`);
      await page.goBack();
      expect(new URL(page.url()).pathname, route).toBe('/');
    }
  });

  it('shows the not-found screen for an unknown path, with a way home', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/no/such/page`);
    await expect(page.getByRole('heading', { name: '404' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Whoops! It looks like you are lost!').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('hides the header and footer on /login and /Signup but shows them elsewhere', async () => {
    const { page } = await openPage(browser);
    for (const route of ['/login', '/Signup']) {
      await page.goto(`${baseUrl}${route}`);
      await page.locator('h1').first().waitFor();
      expect(await page.locator('header.site-header').count(), route).toBe(0);
      expect(await page.locator('footer.site-footer').count(), route).toBe(0);
    }
    await page.goto(`${baseUrl}/faqs`);
    await page.locator('h1').first().waitFor();
    expect(await page.locator('header.site-header').count()).toBe(1);
    await expect(page.locator('footer.site-footer').textContent()).resolves.toContain('0.3.5');
    await expect(page.locator('footer.site-footer').textContent()).resolves.toContain('© 2025');
  });

  it('scrolls to a hash target after navigation', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/faqs`);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      const target = document.createElement('div');
      target.id = 'late-target';
      target.textContent = 'target';
      document.querySelector('main')?.append(spacer, target);
      history.pushState({}, '', '/faqs#late-target');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 30_000 }).toBeGreaterThan(1000);
  });

  it('has no serious accessibility violations in the shell, at desktop and mobile width', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page } = await openPage(browser, { viewport });
      for (const route of ['/faqs', '/no/such/page']) {
        await page.goto(`${baseUrl}${route}`);
        await page.locator('h1').first().waitFor();
        expect(await seriousAxeViolations(page), `${route} at ${name}`).toEqual([]);
      }
      await saveScreenshot(page, `shell-404-${name}`);
    }
  });
});
