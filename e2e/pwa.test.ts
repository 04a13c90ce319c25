import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { collectCspIssues, failedWith, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/chromium';

const baseUrl = inject('baseUrl');

/** A page with the service worker allowed, registered and in control (after a reload, as on a second visit). */
async function openControlledPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  expectedErrors: RegExp[] = [],
) {
  const opened = await openPage(browser, { viewport, serviceWorkers: 'allow', reducedMotion: 'reduce', expectedErrors });
  const cspIssues = await collectCspIssues(opened.page);
  await opened.page.goto(`${baseUrl}/`);
  await opened.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await opened.page.reload();
  await opened.page.locator('h1').first().waitFor();
  return { ...opened, cspIssues };
}

/** What Chromium fires when the app may be installed; prompt() records that it was called. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        document.documentElement.dataset.installPrompted = 'true';
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
}

describe.skipIf(!inject('browserAvailable'))('installable app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('links a valid manifest and serves it, its icons and the service worker with their types and cache headers', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

    const manifestResponse = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
    const manifest = await manifestResponse.json();
    expect(manifest).toMatchObject({ name: 'VisaReady', short_name: 'VisaReady', start_url: '/', scope: '/', display: 'standalone' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await fetch(`${baseUrl}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }

    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    // A long-cached worker would keep users on an old app.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = worker.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/default-src 'self'/);
  });

  it('registers the service worker after load and controls the page after a reload, within the CSP', async () => {
    const { page, errors, cspIssues } = await openControlledPage(browser);
    const state = await page.evaluate(async () => ({
      controller: navigator.serviceWorker.controller?.scriptURL,
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    }));
    expect(state).toEqual({ controller: `${baseUrl}/sw.js`, manifest: '/manifest.webmanifest' });
    // Chromium's own installability checks (the ones Lighthouse reported): manifest, icons, worker, secure origin. A
    // test context is incognito, where Chromium never installs; nothing else may stand in the way.
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
    // The page's own scripts come from the precache now.
    const script = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '');
    const cached = await page.evaluate(async (url) => Boolean(await caches.match(url)), script);
    expect(cached).toBe(true);
    expect(cspIssues).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('never answers /api requests from a cache', async () => {
    const { page, errors } = await openControlledPage(browser, VIEWPORTS.desktop, [failedWith('FAILED')]);
    const online = await page.evaluate(async () => (await fetch('/api/config')).status);
    expect(online).toBe(200);
    const cachedApiUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
    });
    expect(cachedApiUrls).toEqual([]);

    await page.context().setOffline(true);
    const offline = await page.evaluate(async () =>
      fetch('/api/config').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(offline).toBe('failed');
    await page.context().setOffline(false);
    // The one error is that offline request's.
    expect(errors).toEqual(['console: Failed to load resource: net::ERR_FAILED']);
  });

  it.each(Object.entries(VIEWPORTS))('shows the offline page when a page is opened without a connection (%s)', async (label, viewport) => {
    const { page } = await openControlledPage(browser, viewport);
    await page.context().setOffline(true);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await expect(page.getByText('An interview needs a connection').isVisible()).resolves.toBe(true);
    expect(page.url()).toBe(`${baseUrl}/dashboard`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `pwa-offline-${label}`);

    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    // Back online the page asked for loads (and, signed out, sends the visitor to sign in).
    await page.waitForURL(`${baseUrl}/login`);
  });

  it.each(Object.entries(VIEWPORTS))(
    "offers 'Install the app' beside the store badges only when the browser does, and keeps their waitlist (%s)",
    async (label, viewport) => {
      const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
      await page.goto(`${baseUrl}/`);
      await page.locator('h1').first().waitFor();
      const install = page.getByRole('button', { name: 'Install the app' });
      expect(await install.count()).toBe(0);

      await offerInstall(page);
      const floating = page.getByRole('complementary', { name: 'Get the app' });
      await floating.getByRole('button', { name: 'Install the app' }).waitFor();
      const appSection = page.locator('.app-download');
      await expect(appSection.getByRole('button', { name: 'Install the app' }).isVisible()).resolves.toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `pwa-install-${label}`);

      await floating.getByRole('button', { name: /Google Play/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Coming Soon...' });
      await dialog.getByText('The app will be available soon. Stay tuned!').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await floating.getByRole('button', { name: 'Install the app' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.documentElement.dataset.installPrompted)).resolves.toBe('true');
      // The offer is spent once prompted: the buttons go.
      await install.first().waitFor({ state: 'detached' });
      expect(await install.count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
