import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTokenService } from '../apps/api/src/accounts/tokens';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { giveSubscription } from '../apps/api/src/interviews/testing';
import { availableDrivers, createTestDatabase, type TestDatabase } from '../apps/api/src/testing/databases';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/chromium';
import { type RunningServer, startServer } from './support/server';

const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const postgresAvailable = (await availableDrivers()).includes('postgres');

/**
 * The journey around the live interview: a subscribed user starts an interview from the dashboard, walks the
 * instructions, the preview and the preparation dialog to /Question, answers through the API the live page
 * uses, and ends on the scorecard. The server runs on its own PostgreSQL database so the test can give the
 * user a subscription directly (the purchase flow has its own tests).
 */
describe.skipIf(!inject('browserAvailable') || !postgresAvailable)('interviews journey', () => {
  let browser: Browser;
  let server: RunningServer;
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let token: string;
  let userData: Record<string, unknown>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    if (testDatabase.target.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    server = await startServer({ env: { DATABASE_URL: testDatabase.target.url, JWT_SECRET } });
    database = await openDatabase(testDatabase.target);
    const [user] = await database.db
      .insert(users)
      .values({ email: `e2e-${crypto.randomBytes(4).toString('hex')}@example.com`, fullName: 'Priya Sharma', mobileNumber: '9876543210' })
      .returning();
    if (!user) throw new Error('user insert failed');
    await giveSubscription(database.db, user.id, [
      { interviewSlug: 'f1-standard', tests: 1 },
      { interviewSlug: 'b1b2-visitor', tests: 1 },
    ]);
    token = (await createTokenService(JWT_SECRET, 3600).issue(user.id, user.tokenVersion)).token;
    userData = {
      userId: user.id,
      email: user.email,
      name: user.fullName,
      resourceId: user.resourceId,
      status: 'active',
      sso: 0,
      picture: null,
      accountType: 'user',
    };
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await database?.close();
    if (server) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await testDatabase?.drop();
  });

  async function signedInPage(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const opened = await openPage(browser, { viewport });
    await opened.page.goto(`${server.url}/faqs`);
    await opened.page.evaluate(
      ([authCode, user]) => {
        localStorage.setItem('auth_code', authCode as string);
        localStorage.setItem('authToken', authCode as string);
        localStorage.setItem('userData', JSON.stringify(user));
      },
      [token, userData] as const,
    );
    return opened;
  }

  const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    expect(response.status, path).toBe(200);
    return response.json();
  };

  async function expectAccessible(page: Page, label: string) {
    expect(await seriousAxeViolations(page), label).toEqual([]);
  }

  it('starts an interview and walks instructions → preview → preparation → /Question → scorecard', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Guidelines' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Key takeaway' }).isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'interviews-dashboard-guidelines-desktop');
    await expectAccessible(page, 'dashboard guidelines');

    await page.getByRole('tab', { name: 'My Interview' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'F1 Student Visa — Standard' });
    await card.getByText('Remaining Tests').waitFor();
    await expect(card.locator('dd').allTextContents()).resolves.toEqual(['1', '1']);
    await saveScreenshot(page, 'interviews-dashboard-my-interview-desktop');
    await expectAccessible(page, 'dashboard my interview');

    await page.getByRole('tab', { name: 'My Scores' }).click();
    await page.getByText('You have not attempted Interviews yet!').waitFor();
    await page.getByRole('tab', { name: 'My Interview' }).click();

    await card.getByRole('button', { name: 'Go For Interview' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/instructions\/[\w-]+\/[\w-]+$/);
    const [, encodedId, encodedCount] = new URL(page.url()).pathname.split('/').slice(1);
    expect(encodedId).not.toMatch(/^\d+$/);
    expect(encodedCount).not.toMatch(/^\d+$/);
    await page.getByText('This interview has 10 questions.').waitFor();
    await saveScreenshot(page, 'interviews-instructions-desktop');
    await expectAccessible(page, 'instructions');

    // Browser Back asks first; Cancel stays on the instructions.
    await page.goBack();
    const leaveDialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await leaveDialog.waitFor();
    await leaveDialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toContain('/instructions/');

    await page.getByRole('button', { name: 'Preview Question Set' }).click();
    await page.getByRole('heading', { name: 'Question Set Preview' }).waitFor();
    await page.getByRole('button', { name: /1\. Why do you want to study in the United States\?/ }).waitFor();
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect(page.getByText('Model answer:').count()).resolves.toBe(10);
    await saveScreenshot(page, 'interviews-preview-desktop');
    await expectAccessible(page, 'preview');
    await page.getByRole('button', { name: 'Collapse All' }).click();
    await expect(page.getByText('Model answer:').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Start Interview' }).click();
    const preparation = page.getByRole('dialog', { name: 'Interview Preparation' });
    await preparation.waitFor();
    await expect(preparation.getByRole('listitem').count()).resolves.toBe(4);
    await preparation.getByRole('button', { name: 'Got It!' }).click();
    await page.waitForURL(`${server.url}/Question`);

    // Answer as the live page will: next-question, submit-answer, complete_session, question_feed.
    const sessionId = await page.evaluate(() => localStorage.getItem('session_id'));
    const childSessionId = await page.evaluate(() => localStorage.getItem('child_session_id'));
    expect(sessionId).toBeTruthy();
    for (let answered = 0; ; answered += 1) {
      const next = (await api(`/next-question/${childSessionId}`)).data.data;
      if (next.question_id === null) break;
      const userAnswer = answered === 2 ? '' : `${next.question_data.model_answer}`;
      await api('/submit-answer', {
        method: 'POST',
        body: { session_id: sessionId, child_session_id: childSessionId, question_id: next.question_id, user_answer: userAnswer },
      });
    }
    await api('/complete_session', { method: 'POST', body: { session_id: childSessionId } });
    await api('/ai/question_feed', { method: 'POST', body: { session_id: sessionId, child_session_id: childSessionId } });

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('tab', { name: 'My Scores' }).click();
    await page.getByRole('button', { name: 'View Scorecard' }).click();
    await page.waitForURL(/\/scorecard\//);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('F1 Student Visa — Standard').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Test-1' });
    await row.getByText('Completed').waitFor();
    await expect(row.getByRole('button', { name: 'Retest 1/3' }).isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'interviews-attempts-desktop');
    await expectAccessible(page, 'attempts');

    await row.getByRole('button', { name: 'View Result' }).click();
    await page.waitForURL(/\/scoreresult\//);
    await page.getByRole('heading', { name: 'Why do you want to study in the United States?' }).waitFor();
    // Feedback is produced by a background job; Refresh until it shows.
    await expect
      .poll(
        async () => {
          const refresh = page.getByRole('button', { name: 'Refresh' });
          if (await refresh.isVisible()) await refresh.click();
          return page.locator('.iv-score').textContent();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatch(/\d+\/10/);
    await page.getByRole('button', { name: /^Q3\./ }).click();
    await page.getByText('No Idea', { exact: true }).waitFor();
    await saveScreenshot(page, 'interviews-result-desktop');
    await expectAccessible(page, 'result');
    expect(errors).toEqual([]);
  });

  it('shows the empty-id message on instructions and looks right at mobile width', async () => {
    const { page } = await signedInPage(VIEWPORTS.mobile);
    await page.goto(`${server.url}/instructions/%20/%20`);
    await page.getByText('No matching interview found.').waitFor();

    await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'My Interview' }).click();
    await page.getByText('Remaining Tests').first().waitFor();
    await saveScreenshot(page, 'interviews-dashboard-my-interview-mobile');
    await expectAccessible(page, 'dashboard at mobile width');

    await page.getByRole('tab', { name: 'My Scores' }).click();
    await page.getByRole('button', { name: 'View Scorecard' }).click();
    await page.getByRole('row').filter({ hasText: 'Test-1' }).waitFor();
    await saveScreenshot(page, 'interviews-attempts-mobile');
    await expectAccessible(page, 'attempts at mobile width');

    await page.getByRole('button', { name: 'View Result' }).click();
    await page.getByRole('heading', { name: 'Why do you want to study in the United States?' }).waitFor();
    await saveScreenshot(page, 'interviews-result-mobile');

    await page.goto(`${server.url}/instructions/1/10`);
    await page.getByText('This interview has 10 questions.').waitFor();
    await saveScreenshot(page, 'interviews-instructions-mobile');
    await page.getByRole('button', { name: 'Preview Question Set' }).click();
    await page.getByRole('button', { name: 'Expand All' }).click();
    await saveScreenshot(page, 'interviews-preview-mobile');
    await expectAccessible(page, 'preview at mobile width');

    // Browser Back, then OK: to the dashboard's My Scores tab.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goBack();
    const leaveDialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await leaveDialog.waitFor();
    await leaveDialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await expect(page.getByRole('tab', { name: 'My Scores' }).getAttribute('aria-selected')).resolves.toBe('true');
  });
});
