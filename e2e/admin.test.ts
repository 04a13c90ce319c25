import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { runGrantAdmin } from '../apps/api/src/admin/grant-admin-command';
import { webhookSignature } from '../apps/api/src/billing/gateways/signature';
import { resolveSecret } from '../apps/api/src/system/secrets';
import { encodeId } from '../apps/web/src/features/interviews/lib/url-ids';
import { apiRequest, type JsonBody, registerAccount, rememberSession, type TestAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, openPage, respondedWith, saveScreenshot, VIEWPORTS } from './support/chromium';
import { type RunningServer, startServer } from './support/server';

const ANSWERS = [
  'I want to do my MS in Computer Science in the US because the research labs are strong and my father is sponsoring me.',
  'I am going to the University of Texas at Dallas, starting in Fall 2025.',
];
const DISPUTE_COMMENT = 'I named my university and my sponsor, but the score says I gave no facts.';
const SUPPORT_SUBJECT = 'Refund for my order';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/**
 * The admin console, on a server of its own: the admin role is granted with the command line's function while that
 * server is stopped (the embedded database allows one process), as an operator would run `npm run admin:grant`.
 */
describe.skipIf(!inject('browserAvailable'))('admin console', () => {
  let browser: Browser;
  let server: RunningServer;
  let admin: TestAccount;
  let applicant: TestAccount;
  let resultPath: string;
  let orderId: string;
  let adminPage: Page;
  let adminErrors: string[];

  const api = (who: TestAccount | null, path: string, body?: unknown) => apiRequest<JsonBody>(server.url, path, who?.token ?? null, body);

  /** The page as it looks on a desktop and on a phone, with no serious accessibility problem. */
  async function checkAndShoot(page: Page, name: string) {
    expect(await seriousAxeViolations(page), `${name}: axe`).toEqual([]);
    await saveScreenshot(page, `admin-${name}-desktop`);
    await page.setViewportSize(VIEWPORTS.mobile);
    try {
      await saveScreenshot(page, `admin-${name}-mobile`);
      expect(await seriousAxeViolations(page), `${name} on a phone: axe`).toEqual([]);
    } finally {
      await page.setViewportSize(VIEWPORTS.desktop);
    }
  }

  async function openSection(label: string) {
    await adminPage.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label }).click();
  }

  beforeAll(async () => {
    server = await startServer();
    admin = await registerAccount(server.url, 'Anita Admin');
    await server.stop();
    const output: string[] = [];
    const granted = await runGrantAdmin(
      [admin.email_address],
      { DATA_DIR: server.dataDir, DATABASE_URL: '' },
      {
        log: (line) => output.push(line),
        error: (line) => output.push(line),
      },
    );
    expect(granted, output.join('\n')).toBe(0);
    server = await startServer({ dataDir: server.dataDir });

    // An applicant with a scored attempt, a paid order reported by the gateway's webhook, and a support message.
    applicant = await registerAccount(server.url, 'Rohan Mehta');
    const interviews = (await api(applicant, '/get-all-interviews')).data as Array<{ interview_id: number; interview_name: string }>;
    const f1 = interviews.find((interview) => interview.interview_name === 'F1 Student Visa — Standard');
    if (!f1) throw new Error('F1 interview missing');
    const started = await api(applicant, '/start-interview', { interview_id: f1.interview_id });
    for (const text of ANSWERS) {
      const next = (await api(applicant, `/next-question/${started.child_session_id}`)).data.data;
      await api(applicant, '/submit-answer', { ...started, question_id: next.question_id, user_answer: text, duration_seconds: 8 });
    }
    await api(applicant, '/complete_session', { session_id: started.child_session_id });
    await vi.waitFor(
      async () => {
        const card = await api(applicant, `/get-score-card/${started.session_id}`);
        const answered = card.child_sessions[0].answers.filter((answer: { answer_id: string | null }) => answer.answer_id);
        if (answered.some((answer: { feedback_status: string }) => answer.feedback_status !== 'done')) throw new Error('not scored yet');
      },
      { timeout: 90_000, interval: 300 },
    );
    resultPath = `/scoreresult/${encodeId(started.session_id)}/${encodeId(f1.interview_id)}/1`;

    // A one-time plan, paid through a gateway order (renewing plans go through a gateway subscription).
    const plans = (await api(null, '/list_subscriptions')).data as Array<{ subscription_id: number; billing_period: string | null }>;
    const oneTime = plans.find((plan) => plan.billing_period === null);
    const checkout = await api(applicant, '/place_order', { subscription_id: oneTime?.subscription_id });
    orderId = checkout.order_id;
    const raw = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_e2eadmin', order_id: checkout.gateway_order_id, amount: checkout.amount, status: 'captured' } },
        order: { entity: { id: checkout.gateway_order_id, amount: checkout.amount } },
      },
    });
    const webhook = await fetch(`${server.url}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(raw, resolveSecret(server.dataDir, 'sandbox-payment-secret', undefined)),
        'x-razorpay-event-id': 'evt_e2e_admin',
      },
      body: raw,
    });
    expect(await webhook.json()).toEqual({ status: 'ok', outcome: 'activated' });

    await api(null, '/contact-us', {
      firstname: 'Rohan',
      lastname: 'Mehta',
      email: applicant.email_address,
      subject: SUPPORT_SUBJECT,
      phonenumber: '9123456780',
      message: 'I paid twice for the monthly plan. Please refund one payment.',
    });
    await api(null, '/subscribe-newsletter', { email: `+cmd-${Date.now()}@example.com` });

    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (server) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it('shows a non-admin a not-allowed page at /admin, and no Admin link in their menu', async () => {
    const { page, errors } = await openPage(browser);
    await rememberSession(page.context(), applicant);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    await page.getByText('You are not allowed to view this page.').waitFor();
    expect(await page.getByRole('heading', { name: 'Admin console' }).count()).toBe(0);
    const forbidden = await fetch(`${server.url}/api/admin/users`, { headers: { authorization: `Bearer ${applicant.token}` } });
    expect(forbidden.status).toBe(403);

    const trigger = page.getByRole('button', { name: 'Account menu for Rohan Mehta' });
    await trigger.click();
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await menu.getByRole('link', { name: 'My Profile' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await menu.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await checkAndShoot(page, 'not-allowed');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets the applicant report a score as wrong from the result view, once', async () => {
    const { page, errors } = await openPage(browser);
    await rememberSession(page.context(), applicant);
    await page.goto(`${server.url}${resultPath}`);
    await page.getByRole('heading', { name: 'Why do you want to study in the United States?' }).waitFor();
    await page.getByRole('button', { name: 'This score seems wrong' }).click();
    const dialog = page.getByRole('dialog', { name: 'This score seems wrong' });
    await dialog.getByLabel('What seems wrong? (optional)').fill(DISPUTE_COMMENT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Report score' }).click();
    await page.getByRole('status').filter({ hasText: 'Thanks. We will review this score.' }).waitFor();
    expect(await page.getByRole('button', { name: 'This score seems wrong' }).count()).toBe(0);
    await saveScreenshot(page, 'admin-dispute-reported-desktop');

    await page.reload();
    await page.getByText('Score reported for review').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('signs the admin in, opens the console from the account menu and finds a user with their scores', async () => {
    ({ page: adminPage, errors: adminErrors } = await openPage(browser));
    await adminPage.goto(`${server.url}/login`);
    await adminPage.getByLabel('Email').fill(admin.email_address);
    await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.waitForURL(`${server.url}/dashboard`);

    const trigger = adminPage.getByRole('button', { name: 'Account menu for Anita Admin' });
    await trigger.focus();
    await adminPage.keyboard.press('Enter');
    await adminPage.getByRole('link', { name: 'Admin', exact: true }).click();
    await adminPage.waitForURL(`${server.url}/admin`);
    await adminPage.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();
    await adminPage.getByRole('table', { name: 'All users, newest first' }).waitFor();

    await adminPage.getByLabel('Search by e-mail or name').fill(applicant.email_address);
    await adminPage.keyboard.press('Enter');
    const results = adminPage.getByRole('table', { name: `Users matching “${applicant.email_address}”` });
    await results.getByRole('rowheader', { name: 'Rohan Mehta' }).waitFor();
    expect(await results.getByRole('row').count()).toBe(2);
    await results.getByRole('button', { name: 'View Rohan Mehta' }).click();

    const detail = adminPage.getByRole('region', { name: 'Rohan Mehta' });
    await detail.getByRole('table', { name: 'Subscriptions' }).waitFor();
    expect(await adminPage.evaluate(() => document.activeElement?.textContent)).toBe('Rohan Mehta');
    await detail.getByText(/F1 Student Visa — Standard, attempt 1: completed/).click();
    const scores = detail.getByRole('table', { name: 'Scores of F1 Student Visa — Standard, attempt 1' });
    await scores.getByRole('rowheader', { name: 'Why do you want to study in the United States?' }).waitFor();
    expect(await scores.getByRole('cell', { name: /^\d+\/10$/ }).count()).toBe(ANSWERS.length);
    expect(await scores.getByRole('cell', { name: 'Yes', exact: true }).count()).toBe(1);
    await checkAndShoot(adminPage, 'users');
  });

  it("revokes the applicant's sessions and deactivates them: their token stops working and sign-in says why", async () => {
    const detail = adminPage.getByRole('region', { name: 'Rohan Mehta' });
    await detail.getByRole('button', { name: 'Revoke sessions' }).click();
    const revoke = adminPage.getByRole('dialog', { name: 'Revoke sessions?' });
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await revoke.getByRole('button', { name: 'Revoke sessions' }).click();
    await toast(adminPage, 'Sessions revoked: the user must sign in again everywhere.').waitFor();
    const profile = await fetch(`${server.url}/api/get_user_profile`, { headers: { authorization: `Bearer ${applicant.token}` } });
    expect(profile.status).toBe(401);

    await detail.getByRole('button', { name: 'Deactivate' }).click();
    await adminPage.getByRole('dialog', { name: 'Deactivate this user?' }).getByRole('button', { name: 'Deactivate' }).click();
    await toast(adminPage, 'User deactivated: they can no longer sign in.').waitFor();
    await detail.getByText('deactivated', { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Reactivate' }).waitFor();

    // The deactivated account's sign-in is refused with 403.
    const { page } = await openPage(browser, { expectedErrors: [respondedWith(403)] });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(applicant.email_address);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast(page, 'This account has been deactivated. Please contact support.').waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
    await page.context().close();
  });

  it("shows an order's payments and webhook events", async () => {
    await openSection('Orders');
    await adminPage.getByLabel('Status').selectOption('Active');
    const orders = adminPage.getByRole('table', { name: 'Orders with status Active' });
    await orders.getByRole('rowheader', { name: orderId }).waitFor();
    await orders.getByRole('button', { name: `View order ${orderId}` }).click();
    const detail = adminPage.getByRole('region', { name: `Order ${orderId}` });
    const payments = detail.getByRole('table', { name: 'Payments' });
    await payments.getByRole('rowheader', { name: 'pay_e2eadmin' }).waitFor();
    const events = detail.getByRole('table', { name: 'Webhook events' });
    await events.getByRole('rowheader', { name: 'evt_e2e_admin' }).waitFor();
    await events.getByRole('cell', { name: 'order.paid', exact: true }).waitFor();
    await events.getByText('Show payload').click();
    await events.getByText('"pay_e2eadmin"').waitFor();
    await checkAndShoot(adminPage, 'orders');
  });

  it('answers a support message and exports the sign-ups as CSV', async () => {
    await openSection('Messages');
    const inbox = adminPage.getByRole('table', { name: 'Messages with status new' });
    await inbox.getByRole('rowheader', { name: SUPPORT_SUBJECT }).waitFor();
    await inbox.getByRole('button', { name: `Open message “${SUPPORT_SUBJECT}”` }).click();
    const detail = adminPage.getByRole('region', { name: SUPPORT_SUBJECT });
    await detail.getByText('I paid twice for the monthly plan. Please refund one payment.').waitFor();
    expect(await detail.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe(
      `mailto:${applicant.email_address}?subject=${encodeURIComponent(`Re: ${SUPPORT_SUBJECT}`)}`,
    );
    await checkAndShoot(adminPage, 'messages');
    await detail.getByRole('button', { name: 'Mark as answered' }).click();
    await toast(adminPage, 'Message status saved.').waitFor();
    await detail.getByText('answered', { exact: true }).waitFor();
    await inbox.getByRole('rowheader', { name: SUPPORT_SUBJECT }).waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Download newsletter sign-ups (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^visaready-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('email,status,subscribed_at,unsubscribed_at');
    expect(csv).toMatch(/\r\n'\+cmd-\d+@example\.com,subscribed,/);
  });

  it('adds, edits and retires a question; editing an asked question makes a new version', async () => {
    await openSection('Questions');
    await adminPage.getByRole('table', { name: 'Active questions' }).waitFor();
    await adminPage.getByRole('button', { name: 'Add question' }).click();
    const add = adminPage.getByRole('dialog', { name: 'Add a question' });
    await add.getByRole('button', { name: 'Add question' }).click();
    await add.getByText('Choose at least one interview for the question.').waitFor();
    await add.getByLabel('F1 Student Visa — Standard').check();
    await add.getByLabel('Category').fill('study-plans');
    await add.getByLabel('Question', { exact: true }).fill('Which volunteer lab will you join in your first semester?');
    await add
      .getByLabel('Model answer')
      .fill('I will join the data systems lab, which works on stream processing, as a research volunteer.');
    await add.getByLabel('Key points (3 to 5, one per line)').fill('a lab to join\nwhat the lab works on\nhow you will take part');
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await saveScreenshot(adminPage, 'admin-question-form-desktop');
    await add.getByRole('button', { name: 'Add question' }).click();
    await toast(adminPage, 'Question added.').waitFor();

    const filter = adminPage.getByRole('search', { name: 'Filter questions' });
    await filter.getByLabel('Text contains').fill('volunteer lab');
    await filter.getByRole('button', { name: 'Filter' }).click();
    const table = adminPage.getByRole('table', { name: 'Active questions' });
    await table.getByRole('rowheader', { name: 'Which volunteer lab will you join in your first semester?' }).waitFor();
    await table.getByRole('button', { name: 'Edit “Which volunteer lab will you join in your first semester?”' }).click();
    const edit = adminPage.getByRole('dialog', { name: 'Edit question' });
    await edit.getByLabel('Question', { exact: true }).fill('Which volunteer lab will you join first?');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(adminPage, 'Question saved.').waitFor();
    // Never asked, so changed in place: still version 1.
    await table.getByRole('rowheader', { name: 'Which volunteer lab will you join first?' }).waitFor();
    await table.getByRole('cell', { name: 'v1', exact: true }).waitFor();

    // The question the applicant was asked: the edit becomes version 2.
    await filter.getByLabel('Text contains').fill('study in the United States');
    await filter.getByRole('button', { name: 'Filter' }).click();
    const asked = 'Why do you want to study in the United States?';
    await table.getByRole('button', { name: `Edit “${asked}”` }).click();
    await edit.getByText(/saving makes version 2, and those attempts keep the text they showed/).waitFor();
    await edit.getByLabel('Question', { exact: true }).fill('Why do you want to study in the United States rather than in India?');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(adminPage, 'Saved as version 2: attempts that asked the earlier text keep it.').waitFor();
    await table.getByRole('cell', { name: 'v2', exact: true }).waitFor();

    await filter.getByLabel('Text contains').fill('volunteer lab');
    await filter.getByRole('button', { name: 'Filter' }).click();
    await table.getByRole('button', { name: 'Retire “Which volunteer lab will you join first?”' }).click();
    await adminPage.getByRole('dialog', { name: 'Retire this question?' }).getByRole('button', { name: 'Retire' }).click();
    await toast(adminPage, 'Question retired: new interviews no longer ask it.').waitFor();
    await table.getByRole('row', { name: /No questions match/ }).waitFor();
    await filter.getByLabel('Status').selectOption('retired');
    await filter.getByLabel('Text contains').fill('');
    await filter.getByRole('button', { name: 'Filter' }).click();
    const retired = adminPage.getByRole('table', { name: 'Retired questions' });
    await retired.getByRole('rowheader', { name: 'Which volunteer lab will you join first?' }).waitFor();
    await retired.getByRole('rowheader', { name: asked }).waitFor();
    await checkAndShoot(adminPage, 'questions');
  });

  it('shows the score raised from the result view among the disputed answers, and the distribution', async () => {
    await openSection('Scores');
    const disputes = adminPage.getByRole('table', { name: 'Disputed answers, newest first' });
    const row = disputes.getByRole('row').filter({ hasText: DISPUTE_COMMENT });
    await row.waitFor();
    await row.getByText(applicant.email_address).waitFor();
    await row.getByText(ANSWERS[0] as string).waitFor();
    await row.getByText(/^\d+\/10/).waitFor();
    await adminPage
      .getByRole('table', { name: /Scored answers per question/ })
      .getByRole('rowheader')
      .first()
      .waitFor();
    await checkAndShoot(adminPage, 'scores');
  });

  it('lists every admin action in the audit log', async () => {
    await openSection('Audit log');
    const log = adminPage.getByRole('table', { name: 'Admin actions, newest first' });
    for (const action of [
      'user.grant-admin',
      'user.revoke-sessions',
      'user.deactivate',
      'message.set-status',
      'signups.export',
      'question.retire',
    ])
      await log.getByRole('cell', { name: action, exact: true }).first().waitFor();
    await log.getByRole('cell', { name: 'cli', exact: true }).waitFor();
    await checkAndShoot(adminPage, 'audit-log');
    expect(adminErrors).toEqual([]);
  });
});
