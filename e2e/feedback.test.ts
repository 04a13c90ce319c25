import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { encodeId } from '../apps/web/src/features/interviews/lib/url-ids';
import { apiRequest, type JsonBody, openSignedInPage, registerAccount, type TestAccount } from './support/accounts';
import { answeredF1Attempt, F1_ANSWERS } from './support/attempts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/chromium';

const baseUrl = inject('baseUrl');

const RETEST_ANSWERS = [
  'I want to do an MS in Computer Science because US universities lead in machine learning research.',
  'I am going to the University of Texas at Dallas for the Fall 2025 intake.',
];

/**
 * The result view with the scorer's details and the My Scores progress chart, for a trial user whose answers go in
 * through the API the live page uses.
 */
describe.skipIf(!inject('browserAvailable'))('answer feedback and progress', () => {
  let browser: Browser;
  let account: TestAccount;
  let resultPath: string;

  const api = (path: string, init: { method?: 'POST'; body?: unknown } = {}) =>
    apiRequest<JsonBody>(baseUrl, path, account.token, init.body);

  beforeAll(async () => {
    account = await registerAccount(baseUrl, 'Rahul Verma');

    const { interview: f1, started } = await answeredF1Attempt(baseUrl, account);
    // A retest, so the progress chart has a line to draw.
    const retest = await api('/retrysession', { method: 'POST', body: { interview_id: f1.interview_id, session_id: started.session_id } });
    for (const text of RETEST_ANSWERS) {
      const next = (await api(`/next-question/${retest.child_session_id}`)).data.data;
      await api('/submit-answer', {
        method: 'POST',
        body: {
          session_id: retest.session_id,
          child_session_id: retest.child_session_id,
          question_id: next.question_id,
          user_answer: text,
        },
      });
    }
    await api('/complete_session', { method: 'POST', body: { session_id: retest.child_session_id } });
    await vi.waitFor(
      async () => {
        const card = await api(`/get-score-card/${started.session_id}`);
        const [first, second] = card.child_sessions;
        const done = (attempt: { answers: Array<{ feedback_status: string }> }) =>
          attempt.answers.filter((answer) => answer.feedback_status === 'done').length;
        if (done(first) < F1_ANSWERS.length || done(second) < RETEST_ANSWERS.length || first.consistency_flags.length === 0) {
          throw new Error('feedback not ready');
        }
      },
      { timeout: 90_000, interval: 300 },
    );
    resultPath = `/scoreresult/${encodeId(started.session_id)}/${encodeId(f1.interview_id)}/1`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const signedInPage = (viewport: { width: number; height: number }) => openSignedInPage(browser, account, { viewport });

  async function expectAccessible(page: Page, label: string) {
    expect(await seriousAxeViolations(page), label).toEqual([]);
  }

  async function openMyScores(page: Page) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('tab', { name: 'My Scores' }).click();
    await page.getByRole('heading', { name: 'Progress' }).waitFor();
  }

  it('shows score, highlighted grammar issue, key points, delivery and consistency flags on the result view', async () => {
    const { page, errors } = await signedInPage(VIEWPORTS.desktop);
    await page.goto(`${baseUrl}${resultPath}`);
    await page.getByRole('heading', { name: 'Why do you want to study in the United States?' }).waitFor();
    await expect(page.locator('.iv-score').textContent()).resolves.toMatch(/^Score: \d+\/10$/);
    await expect(page.getByRole('status').count()).resolves.toBe(0);

    const consistency = page.getByRole('region', { name: 'Consistency check' });
    await consistency.getByText(/University:.*university of texas at dallas.*arizona state university.*\(Q2, Q3\)/).waitFor();

    const details = page.getByRole('region', { name: 'Feedback details' });
    await details.getByRole('heading', { name: 'Facts you gave' }).waitFor();
    await details.getByRole('heading', { name: 'Facts still missing' }).waitFor();
    await details.getByText('Words', { exact: true }).waitFor();
    await details.getByText(/words\/min/).waitFor();

    const mark = page.locator('mark.fb-mark').first();
    await mark.waitFor();
    await expect(mark.textContent()).resolves.toMatch(/father are.*grammar issue; suggested: “.+”/);
    await page.getByRole('heading', { name: 'Grammar issues' }).waitFor();
    await saveScreenshot(page, 'feedback-result-desktop');
    await expectAccessible(page, 'result view with feedback details');
    expect(errors).toEqual([]);
  });

  it('shows a capped answer as a red flag with honest advice and no praise, at phone width', async () => {
    const { page, errors } = await signedInPage(VIEWPORTS.mobile);
    await page.goto(`${baseUrl}${resultPath}`);
    await page.getByRole('button', { name: /^Q4\. / }).click();
    await page.getByRole('heading', { name: 'What is your undergraduate degree and from where?' }).waitFor();
    await expect(page.locator('.iv-score').textContent()).resolves.toMatch(/^Score: [0-2]\/10$/);
    await page.getByText(/^Red flag: "/).waitFor();
    const details = page.getByRole('region', { name: 'Feedback details' });
    await details.getByRole('heading', { name: 'Red flags' }).waitFor();
    await expect(page.getByText(/Keep this answer|direct and specific/).count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'Feedback details' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'feedback-result-red-flag-mobile');
    await expectAccessible(page, 'result view of a capped answer on a phone');
    expect(errors).toEqual([]);
  });

  it('says "No data available for Attempt 3" for an attempt the session does not have', async () => {
    const { page } = await signedInPage(VIEWPORTS.desktop);
    await page.goto(`${baseUrl}${resultPath.replace(/\/1$/, '/3')}`);
    await page.getByText('No data available for Attempt 3', { exact: true }).waitFor();
  });

  it('draws the My Scores progress chart with a table alternative', async () => {
    const { page, errors } = await signedInPage(VIEWPORTS.desktop);
    await openMyScores(page);
    const chart = page.getByRole('img', { name: 'Scores over attempts: F1 Student Visa — Standard' });
    await chart.waitFor();
    await expect(chart.locator('circle').count()).resolves.toBeGreaterThan(1);
    const table = page.getByRole('table', { name: 'Scores out of 10 per attempt: F1 Student Visa — Standard' });
    await expect(table.getByRole('rowheader').allTextContents()).resolves.toEqual(['Test-1 · Attempt 1', 'Test-1 · Attempt 2']);
    await expect(chart.locator('path').count()).resolves.toBeGreaterThan(0);
    await expect(table.getByRole('columnheader').first().textContent()).resolves.toBe('Attempt');
    await saveScreenshot(page, 'feedback-progress-desktop');
    await expectAccessible(page, 'my scores with chart');
    expect(errors).toEqual([]);
  });

  it('fits the result view and the chart on a phone', async () => {
    const { page } = await signedInPage(VIEWPORTS.mobile);
    await page.goto(`${baseUrl}${resultPath}`);
    await page.locator('mark.fb-mark').first().waitFor();
    await page.getByRole('heading', { name: 'Feedback details' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'feedback-result-mobile');
    await expectAccessible(page, 'result view on a phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await openMyScores(page);
    await page.getByRole('img', { name: /^Scores over attempts/ }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'feedback-progress-mobile');
    await expectAccessible(page, 'my scores on a phone');
  });
});
