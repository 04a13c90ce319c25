import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { onTestFailed, onTestFinished } from 'vitest';
import { repoRoot } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

const PAGE_TIMEOUT_MS = 60_000;

const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...BASE_ARGS, ...extraArgs] });
}

export interface PageOptions extends BrowserContextOptions {
  viewport?: { width: number; height: number };
  /**
   * The console errors this test provokes on purpose (a refused request it makes, a resource it takes offline),
   * one pattern each; keep them as narrow as the error. Any other console error or uncaught exception fails the test.
   */
  expectedErrors?: RegExp[];
}

/** The console error Chromium logs for a response with this HTTP status (for `expectedErrors`). */
export const respondedWith = (status: number) =>
  new RegExp(`^console: Failed to load resource: the server responded with a status of ${status} `);

/** The console error Chromium logs for a request that failed with this net:: error, such as INTERNET_DISCONNECTED. */
export const failedWith = (netError: string) => new RegExp(`^console: Failed to load resource: net::ERR_${netError}$`);

/**
 * A fresh page whose console errors and uncaught exceptions fail the current test when it finishes (unless
 * `expectedErrors` names them; `errors` lists them all as they come), and which saves a screenshot into
 * test-results/failures when the test fails. The service worker is blocked unless a test allows it
 * (`serviceWorkers: 'allow'`, as e2e/pwa.test.ts does): requests it answers escape `page.route`, and precaching the
 * whole app in every fresh context would cost each test time it does not measure.
 */
export async function openPage(
  browser: Browser,
  { expectedErrors = [], ...options }: PageOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: 'block', ...options });
  // Playwright's 30 s for an action or a navigation is too short on a slow two-core machine under the suite's load.
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  onTestFailed(async ({ task }) => {
    const folder = path.join(repoRoot, 'test-results', 'failures');
    fs.mkdirSync(folder, { recursive: true });
    const name = task.name.replace(/[^\w-]+/g, '_').slice(0, 100);
    await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true }).catch(() => undefined);
  });
  onTestFinished(() => {
    const unexpected = errors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error)));
    if (unexpected.length > 0) throw new Error(`The page logged errors the test did not expect:\n${unexpected.join('\n')}`);
  });
  return { page, errors };
}

/** Elements that stick out past the right edge of the viewport, widest first (none on a page that fits). */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > width + 1 && element.getClientRects().length > 0)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(right)}`);
  });
}

/**
 * Saves a screenshot for people to look at (test-results/screenshots/<name>.png), after checking that nothing
 * makes the page scroll sideways — the usual way a layout breaks on phones.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const folder = path.join(repoRoot, 'test-results', 'screenshots');
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
  const overflowing = await horizontalOverflow(page);
  if (overflowing.length > 0) throw new Error(`${name}: the page scrolls sideways because of ${overflowing.join(', ')}`);
}

/**
 * Content-Security-Policy violations on the page, as DevTools 'issues': they include violations that libraries
 * swallow (such as an eval probe), which console errors miss. The array fills as the page runs.
 */
export async function collectCspIssues(page: Page): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  const issues: string[] = [];
  devtools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
  });
  await devtools.send('Audits.enable');
  return issues;
}
