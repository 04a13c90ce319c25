import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRequest, type JsonBody, openSignedInPage, registerAccount, type TestAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/chromium';

const baseUrl = inject('baseUrl');

/**
 * The journey around the live interview: a trial user (sign-up grants one test of each interview) starts an
 * interview from the dashboard, walks the instructions, the preview and the preparation dialog to /Question,
 * answers through the API the live page uses, and ends on the scorecard.
 */
describe.skipIf(!inject('browserAvailable'))('interviews journey', () => {
  let browser: Browser;
  let account: TestAccount;

  beforeAll(async () => {
    account = await registerAccount(baseUrl);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const signedInPage = (viewport: { width: number; height: number } = VIEWPORTS.desktop) =>
    openSignedInPage(browser, account, { viewport });

  const api = (path: string, init: { method?: 'POST'; body?: unknown } = {}) =>
    apiRequest<JsonBody>(baseUrl, path, account.token, init.body);

  async function expectAccessible(page: Page, label: string) {
    expect(await seriousAxeViolations(page), label).toEqual([]);
  }

  it('starts an interview and walks instructions → preview → preparation → /Question → scorecard', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${baseUrl}/dashboard`);
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
    await page.waitForURL(`${baseUrl}/Question`);

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

    await page.goto(`${baseUrl}/dashboard`);
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
        { timeout: 90_000, interval: 500 },
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
    await page.goto(`${baseUrl}/instructions/%20/%20`);
    await page.getByText('No matching interview found.').waitFor();

    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
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

    await page.goto(`${baseUrl}/instructions/1/10`);
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
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect(page.getByRole('tab', { name: 'My Scores' }).getAttribute('aria-selected')).resolves.toBe('true');
  });
});
