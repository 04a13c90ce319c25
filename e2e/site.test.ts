import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, rememberSession } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { failedWith, launchBrowser, openPage, respondedWith, saveScreenshot, VIEWPORTS } from './support/chromium';

const baseUrl = inject('baseUrl');
const runId = Date.now().toString(36);
const INSTAGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0';

/** Every public page of the site domain with texts it must show. */
const PAGES: Array<{ path: string; name: string; texts: string[] }> = [
  {
    path: '/',
    name: 'landing',
    texts: ['Let AI train your VISA Interview', 'Try For Free', 'Knowledge repository', 'What applicants say', 'Version 0.3.5'],
  },
  { path: '/Banner', name: 'banner', texts: ['Let AI train your VISA Interview'] },
  { path: '/Testimonials', name: 'testimonials', texts: ['Students practise with us before interviews for'] },
  { path: '/Overview', name: 'overview', texts: ['How VisaReady works'] },
  { path: '/Features', name: 'features', texts: ['Speech recognition that handles accents'] },
  { path: '/Reviews', name: 'reviews', texts: ['What applicants say', 'Ananya Iyer'] },
  { path: '/Feature', name: 'feature', texts: ['Knowledge repository', 'cannot be recorded or replayed'] },
  { path: '/contact', name: 'contact', texts: ['Get in touch', 'Nagpur, Maharashtra', 'support@visaready.in'] },
  {
    path: '/aboutus',
    name: 'about',
    texts: ['10,000+', '50+', '95%', '24/7 availability', 'Expert guidance', 'Prepare', 'Practise', 'Succeed'],
  },
  { path: '/faqs', name: 'faqs', texts: ['Can I record or replay my mock interview?', 'How long does the visa process take?'] },
  { path: '/terms-and-conditions', name: 'terms', texts: ['Terms and Conditions'] },
  { path: '/privacy-policy', name: 'privacy', texts: ['under 13'] },
  { path: '/payment-policy', name: 'payment-policy', texts: ['30 days', '10-15 business days', 'non-refundable', 'UPI'] },
  {
    path: '/legal-disclaimer',
    name: 'legal-disclaimer',
    texts: [
      'General Information',
      'Professional Advice',
      'No Guarantees',
      'Third-Party Links',
      'Not Affiliated with Government Agencies',
      'No Attorney-Client Relationship',
      'Changes and Amendments',
      'Limitations of Liability',
    ],
  },
  { path: '/AlertMessage', name: 'alert-message', texts: ['Notice'] },
  { path: '/questionAcc', name: 'question-acc', texts: ['Common Questions'] },
];

describe.skipIf(!inject('browserAvailable'))('public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.entries(VIEWPORTS))(
    'renders every public page with its key texts and no serious axe violation (%s)',
    async (label, viewport) => {
      const { page, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
      for (const entry of PAGES) {
        await page.goto(`${baseUrl}${entry.path}`);
        await page.locator('h1').first().waitFor();
        for (const text of entry.texts)
          await expect(page.getByText(text, { exact: false }).first().isVisible(), `${entry.path}: ${text}`).resolves.toBe(true);
        expect(await seriousAxeViolations(page), entry.path).toEqual([]);
        await saveScreenshot(page, `site-${entry.name}-${label}`);
      }
      expect(errors).toEqual([]);
    },
    300_000,
  );

  it('paints the hero poster first, then adds the muted looping video (WebM, MP4) — never for reduced motion', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await expect(page.locator('img.hero__media').getAttribute('src')).resolves.toBe('/media/hero-poster.webp');
    const video = page.locator('video.hero__media');
    await video.waitFor({ state: 'attached' });
    const attributes = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.playsInline,
      sources: [...element.querySelectorAll('source')].map((source) => source.type),
    }));
    expect(attributes).toEqual({ muted: true, loop: true, playsInline: true, sources: ['video/webm', 'video/mp4'] });
    const mp4 = await fetch(`${baseUrl}/media/hero.mp4`);
    expect(mp4.status).toBe(200);

    const reduced = await openPage(browser, { reducedMotion: 'reduce' });
    await reduced.page.goto(`${baseUrl}/`);
    await reduced.page.locator('img.hero__media').waitFor();
    await reduced.page.waitForLoadState('load');
    await reduced.page.waitForTimeout(1_000);
    expect(await reduced.page.locator('video').count()).toBe(0);
  });

  it('serves / and /aboutus prerendered: they read in full without JavaScript, and load one small script before first paint', async () => {
    for (const path of ['/', '/aboutus']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      // No inline script (the CSP refuses them): the prerendered page's own entry, and no app script.
      expect(
        [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag),
        path,
      ).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/prerendered-main-[\w-]+\.js">$/)]);
    }
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    for (const text of ['Let AI train your VISA Interview', 'Try For Free', 'How VisaReady works', 'What applicants say', 'Version 0.3.5'])
      await expect(page.getByText(text, { exact: false }).first().isVisible(), text).resolves.toBe(true);
    await expect(page.locator('img.hero__media').isVisible()).resolves.toBe(true);
    await page.goto(`${baseUrl}/aboutus`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('About Us');
    await expect(page.title()).resolves.toBe('About Us | VisaReady');
    await expect(page.getByText('Ready for your interview?').isVisible()).resolves.toBe(true);
  });

  it('hydrates a prerendered page in place, pressing again a button pressed before the app had loaded', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/aboutus`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('#root *')) element.setAttribute('data-prerendered', '');
    });
    await page.locator('.site-header__tagline').getByRole('button', { name: 'Newsletter' }).click();
    await page.getByRole('dialog', { name: 'Subscribe to our Newsletter' }).waitFor();
    // Hydrated, not rendered again: the elements on screen are still the prerendered ones.
    expect(await page.locator('header.site-header[data-prerendered]').count()).toBe(1);
    expect(await page.locator('main h1[data-prerendered]').count()).toBe(1);
  });

  it('records the page view of a prerendered page left before the app had loaded', async () => {
    const { page } = await openPage(browser);
    const views: Array<{ path: string; appRequested: boolean }> = [];
    let appRequested = false;
    page.on('request', (request) => {
      if (/\/assets\/main-[\w-]+\.js$/.test(request.url())) appRequested = true;
      if (request.url().endsWith('/api/page-views')) views.push({ path: JSON.parse(request.postData() ?? '{}').path, appRequested });
    });
    await page.goto(`${baseUrl}/aboutus`, { waitUntil: 'domcontentloaded' });
    // What following a plain link does; Playwright does not report the requests of a document being unloaded.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(() => views[0], { timeout: 30_000 }).toEqual({ path: '/aboutus', appRequested: false });
  });

  it('shows the version label on the landing page itself as well as in the footer', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.locator('h1').first().waitFor();
    await expect(page.locator('main').getByText('Version 0.3.5', { exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('footer').getByText('Version 0.3.5', { exact: true }).count()).resolves.toBe(1);
  });

  it('opens one FAQ at a time and closes the open one on a second click', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/faqs`);
    const toggles = page.locator('#faq-section .faq__toggle');
    await toggles.nth(0).click();
    await expect(page.getByText('Interviews are not recorded').isVisible()).resolves.toBe(true);
    await toggles.nth(3).click();
    await expect(page.getByText('about 2-4 weeks').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Interviews are not recorded').isVisible()).resolves.toBe(false);
    expect(await page.locator('#faq-section [aria-expanded="true"]').count()).toBe(1);
    await toggles.nth(3).click();
    expect(await page.locator('#faq-section [aria-expanded="true"]').count()).toBe(0);
  });

  it('auto-scrolls the reviews and pauses them on hover', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    const track = page.locator('.reviews__track');
    await track.scrollIntoViewIfNeeded();
    const position = () => track.evaluate((element) => element.scrollLeft);
    const start = await position();
    // The prerendered page moves once the app has hydrated it, which this scroll has just started.
    await expect.poll(position, { timeout: 30_000 }).toBeGreaterThan(start);
    await track.hover();
    const paused = await position();
    await page.waitForTimeout(600);
    expect(await position()).toBe(paused);
    // Initials when a review has no image.
    await expect(page.locator('.review-card__initials').first().textContent()).resolves.toBe('RD');
  });

  it('validates the header waitlist dialog, joins, and keeps the dialog open on failure', async () => {
    const { page } = await openPage(browser, { expectedErrors: [respondedWith(503)] });
    await page.goto(`${baseUrl}/aboutus`);
    await page
      .locator('.site-header__tagline')
      .getByRole('button', { name: /Google Play/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Coming Soon...' });
    await dialog.getByText('The app will be available soon. Stay tuned!').waitFor();
    const input = dialog.getByLabel('Email address');
    const join = dialog.getByRole('button', { name: 'Join Waitlist' });
    expect(await join.isDisabled()).toBe(true);
    await input.fill('a@b.c');
    await expect(dialog.getByText('Please enter a valid email address (e.g., name@example.com)').isVisible()).resolves.toBe(true);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await join.isDisabled()).toBe(true);
    await input.fill('a..b@example.com');
    await expect(dialog.getByText('Email contains invalid characters or formatting').isVisible()).resolves.toBe(true);
    await input.fill('   ');
    await expect(dialog.getByText('Please enter an email address').isVisible()).resolves.toBe(true);

    await input.fill(`fan-${runId}@example.com`);
    await join.click();
    await page.getByText("Thank you! You've been added to the waitlist!").waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.route('**/api/join-waitlist', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', code: 'x', message: 'Waitlist closed' }),
      }),
    );
    await page
      .locator('.site-header__tagline')
      .getByRole('button', { name: /App Store/ })
      .click();
    await dialog.waitFor();
    await expect(dialog.getByLabel('Email address').inputValue()).resolves.toBe('');
    await dialog.getByLabel('Email address').fill(`fan2-${runId}@example.com`);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await page.getByText('Subscription failed: Waitlist closed').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
  });

  it('uses the floating dialog rules and toasts', async () => {
    const { page } = await openPage(browser, { expectedErrors: [respondedWith(500)] });
    await page.goto(`${baseUrl}/`);
    await page
      .locator('.floating-store')
      .getByRole('button', { name: /Google Play/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Coming Soon...' });
    await dialog.waitFor();
    await dialog.getByLabel('Email address').fill('no spaces@x.com');
    await expect(dialog.getByText('Please enter a valid email format.').isVisible()).resolves.toBe(true);
    await dialog.getByLabel('Email address').fill('');
    await expect(dialog.getByText('Please enter a valid email address.').isVisible()).resolves.toBe(true);
    await page.route('**/api/join-waitlist', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await dialog.getByLabel('Email address').fill(`float-${runId}@x.co`);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await page.getByText('Subscription failed. Please try again.').waitFor();
    await page.unroute('**/api/join-waitlist');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await page.getByText("Thank you! You've been added to the waitlist.").waitFor();
  });

  it('subscribes to the newsletter, refuses a foreign TLD, and unsubscribes', async () => {
    // The failing mail server (500) and the address that is not subscribed (404).
    const { page } = await openPage(browser, { expectedErrors: [respondedWith(500), respondedWith(404)] });
    await page.goto(`${baseUrl}/faqs`);
    const footer = page.locator('footer.site-footer');
    const input = footer.getByLabel('Email address for the newsletter');
    await input.waitFor();
    await input.fill(`news-${runId}@example.io`);
    await expect(footer.getByText('Please enter a valid email (e.g., name@example.com)').isVisible()).resolves.toBe(true);
    await input.fill(`news-${runId}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText('Subscription successful').waitFor();

    await page.route('**/api/subscribe-newsletter', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', code: 'x', message: 'Mail server down' }),
      }),
    );
    await input.fill(`news2-${runId}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText('Subscription failed: Mail server down').waitFor();

    await footer.getByRole('button', { name: 'Unsubscribe from Newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe from Newsletter' });
    await dialog.getByLabel('Email address').fill(`never-${runId}@example.org`);
    await dialog.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByText('This email is not subscribed to the newsletter.').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);

    await page.route('**/api/unsubscribe-newsletter', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByLabel('Email address').fill(`news-${runId}@example.com`);
    await dialog.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await dialog.getByRole('button', { name: 'Unsubscribing...' }).waitFor();
    await page.getByText('You have been unsubscribed from the newsletter.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('subscribes from the header variant of the newsletter form, showing the server message on failure', async () => {
    const { page } = await openPage(browser, { expectedErrors: [respondedWith(400)] });
    await page.goto(`${baseUrl}/aboutus`);
    await page.locator('.site-header__tagline').getByRole('button', { name: 'Newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter' });
    const input = dialog.getByLabel('Email address');
    const subscribe = dialog.getByRole('button', { name: 'Subscribe', exact: true });
    // Required, and an e-mail input: the browser's own check stops an empty address before anything is sent.
    await subscribe.click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);

    // The browser accepts this address; the server's rule does not, and its message is shown.
    const serverMessage = 'Please enter a valid email (e.g., name@example.com)';
    await input.fill(`header-${runId}@example.io`);
    await subscribe.click();
    await page.locator('.Toastify').getByText(`Subscription failed: ${serverMessage}`).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await expect(page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`).textContent()).resolves.toBe(serverMessage);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await input.fill(`header-${runId}@example.com`);
    await subscribe.click();
    await page.locator('.Toastify').getByText('Subscription successful').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('validates the contact form with the spec messages, sends it, clears it, and reports a network failure', async () => {
    const { page } = await openPage(browser, { expectedErrors: [failedWith('FAILED')] });
    await page.goto(`${baseUrl}/contact`);
    const toast = (text: string) => page.locator('.Toastify').getByText(text);
    // Each rule is shown beside its field, tied to it; the first (in the form's order) is also the toast.
    const errorOf = async (label: string) => {
      const input = page.getByLabel(label, { exact: true });
      if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
      return page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`).textContent();
    };
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await toast('First name is required.').waitFor();
    expect(await errorOf('First name')).toBe('First name is required.');
    expect(await errorOf('Phone')).toBe('Valid 10-digit phone number is required.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel('Subject').fill('Plans');
    await page.getByLabel('Message').fill('Which plan suits me?');
    await send.click();
    await toast('Valid 10-digit phone number is required.').waitFor();
    expect(await errorOf('First name')).toBeNull();
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Message').fill('<b>hi</b>');
    await send.click();
    await toast('Message can only contain letters, numbers, and basic punctuation.').waitFor();
    expect(await errorOf('Message')).toBe('Message can only contain letters, numbers, and basic punctuation.');
    await page.getByLabel('Message').fill('Which plan suits me?');
    await send.click();
    await toast('Message sent successfully!').waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('');

    await page.route('**/api/contact-us', (route) => route.abort());
    for (const [label, value] of [
      ['First name', 'Asha'],
      ['Last name', 'Rao'],
      ['Email', 'asha@example.com'],
      ['Phone', '9876543210'],
      ['Subject', 'Hi'],
      ['Message', 'Hello'],
    ]) {
      await page.getByLabel(label as string, { exact: true }).fill(value as string);
    }
    await send.click();
    await toast('An error occurred while sending the message.').waitFor();
  });

  it('shows the back-to-top button only after 200 px of scrolling', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/aboutus`);
    await page.getByText('Ready for your interview?').waitFor();
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(100);
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('shows the in-app browser banner for Instagram and iOS instructions on Open in Browser', async () => {
    const { page } = await openPage(browser, { userAgent: INSTAGRAM_UA, viewport: VIEWPORTS.mobile });
    await page.goto(`${baseUrl}/`);
    await page
      .getByText("You're using an In-App Browser. Some features may not work properly. Please open this page in your default browser.")
      .waitFor();
    await page.getByText('For the best experience, please use Google Chrome.').waitFor();
    await page.getByRole('button', { name: 'Open in Browser' }).click();
    await page.getByText(/Open in Safari/).waitFor();
    await saveScreenshot(page, 'site-in-app-banner-mobile');

    const normal = await openPage(browser);
    await normal.page.goto(`${baseUrl}/`);
    await normal.page.locator('h1').waitFor();
    expect(await normal.page.getByText("You're using an In-App Browser.", { exact: false }).count()).toBe(0);
  });

  it('opens and uses the mobile slide-in menu at 390 px', async () => {
    const { page } = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await page.goto(`${baseUrl}/`);
    const nav = page.locator('#site-nav');
    await expect(nav.getByRole('link', { name: 'Features' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Features' }).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'site-mobile-menu-mobile');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { name: 'Get in touch' }).waitFor();
    await nav.getByRole('link', { name: 'Features' }).waitFor({ state: 'hidden' });
  });

  it('records a page view for each route change', async () => {
    const { page } = await openPage(browser);
    const views: Array<{ path: string; title: string }> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/page-views')) views.push(JSON.parse(request.postData() ?? '{}'));
    });
    const viewedPaths = () => views.map((view) => view.path);
    // The page's code arrives late, as on a slow connection: its view must still carry its own title.
    await page.route(/\/assets\/FaqPage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${baseUrl}/faqs`);
    await expect.poll(viewedPaths, { timeout: 30_000 }).toEqual(['/faqs']);
    expect(views[0]?.title).toContain('Frequently Asked Questions');
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await expect.poll(viewedPaths, { timeout: 30_000 }).toEqual(['/faqs', '/aboutus']);
    await page.waitForTimeout(700);
    expect(viewedPaths()).toEqual(['/faqs', '/aboutus']);
    expect(views[1]?.title).toContain('About Us');
  });

  it.each(Object.entries(VIEWPORTS))('shows the blog list and reader to a signed-in user (%s)', async (label, viewport) => {
    const { page, errors } = await openPage(browser, { viewport });
    await rememberSession(page.context(), await registerAccount(baseUrl, 'Blog Reader'));
    await page.goto(`${baseUrl}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    const reader = page.locator('.blog__reader');
    await expect(reader.locator('#post-title').textContent()).resolves.toContain('US Tourist Visa (B1/B2)');
    await expect(reader.getByText('$160').isVisible()).resolves.toBe(true);
    expect(await page.locator('.blog__item').count()).toBe(6);
    if (label === 'mobile') {
      await expect(page.locator('.blog__item').first().isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: /All posts/ }).click();
    }
    await page.locator('.blog__item').nth(5).click();
    await expect(reader.locator('#post-title').textContent()).resolves.toContain('Emergency');
    if (label === 'mobile') await expect(page.locator('.blog__sidebar--open').count()).resolves.toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `site-blog-${label}`);
    expect(errors).toEqual([]);
  });
});
