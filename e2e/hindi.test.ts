import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { encodeId } from '../apps/web/src/features/interviews/lib/url-ids';
import { apiRequest, type JsonBody, openSignedInPage, registerAccount, rememberSession, type TestAccount } from './support/accounts';
import { answeredF1Attempt, F1_ANSWERS } from './support/attempts';
import { seriousAxeViolations } from './support/axe';
import { failedWith, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/chromium';

const baseUrl = inject('baseUrl');

const DEVANAGARI = /[\u0900-\u097F]/;

/** Issue 18: the signed-in app in Hindi, chosen with the header's switch and remembered on the server. */
describe.skipIf(!inject('browserAvailable'))('Hindi', () => {
  let browser: Browser;
  let account: TestAccount;
  let resultPath: string;
  let attemptsPath: string;
  let instructionsPath: string;
  let questionCount: number;

  const api = (path: string, token = account.token, body?: unknown) => apiRequest<JsonBody>(baseUrl, path, token, body);

  beforeAll(async () => {
    account = await registerAccount(baseUrl, 'Asha Rao');
    const { interview: f1, started } = await answeredF1Attempt(baseUrl, account);
    await vi.waitFor(
      async () => {
        const [attempt] = (await api(`/get-score-card/${started.session_id}`)).child_sessions;
        const done = attempt.answers.filter((answer: { feedback_status: string }) => answer.feedback_status === 'done');
        if (done.length < F1_ANSWERS.length) throw new Error('feedback not ready');
      },
      { timeout: 90_000, interval: 300 },
    );
    resultPath = `/scoreresult/${encodeId(started.session_id)}/${encodeId(f1.interview_id)}/1`;
    attemptsPath = `/scorecard/${encodeId(f1.interview_name)}`;
    questionCount = started.total_questions;
    instructionsPath = `/instructions/${encodeId(f1.interview_id)}/${encodeId(questionCount)}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const signedInPage = (viewport: { width: number; height: number }, locale = 'en-US') =>
    openSignedInPage(browser, account, { viewport, locale });

  const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
  const languageSwitch = (page: Page) => page.getByRole('combobox', { name: 'भाषा / Language' });

  it('switches to Hindi by keyboard, keeps it after a reload and a new sign-in, and reads the scorecard in Hindi', async () => {
    const { page } = await signedInPage(VIEWPORTS.desktop);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect((await api('/get_user_profile')).data.language).toBeNull();

    // A native select: focused and changed with the arrow key, as a keyboard user would.
    const select = languageSwitch(page);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
    expect(await select.inputValue()).toBe('hi');
    expect(await htmlLang(page)).toBe('hi');
    await page.getByRole('tab', { name: 'दिशानिर्देश' }).waitFor();
    await vi.waitFor(async () => expect((await api('/get_user_profile')).data.language).toBe('hi'));

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    await saveScreenshot(page, 'hindi-dashboard-desktop');
    expect(await seriousAxeViolations(page), 'dashboard in Hindi').toEqual([]);

    // A new sign-in, in a browser whose own language is English: the remembered choice wins.
    const fresh = await openPage(browser, { viewport: VIEWPORTS.desktop, locale: 'en-US' });
    await fresh.page.goto(`${baseUrl}/login`);
    await fresh.page.getByLabel('Email').fill(account.email_address);
    await fresh.page.getByLabel('Password', { exact: true }).fill(account.password);
    await fresh.page.getByRole('button', { name: 'Sign in' }).click();
    await fresh.page.waitForURL(`${baseUrl}/dashboard`);
    await fresh.page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
    expect(await htmlLang(fresh.page)).toBe('hi');

    // The scorecard: labels and the scorer's feedback in Hindi, the applicant's words and the model answer as they are.
    await fresh.page.goto(`${baseUrl}${resultPath}`);
    await fresh.page.getByRole('heading', { level: 1, name: 'परिणाम' }).waitFor();
    await fresh.page.getByRole('heading', { name: 'Why do you want to study in the United States?' }).waitFor();
    const correctness = fresh.page.locator('dt', { hasText: 'सही जानकारी' }).locator('xpath=following-sibling::dd[1]');
    await expect(correctness.textContent()).resolves.toMatch(DEVANAGARI);
    const grammar = fresh.page.locator('dt', { hasText: /^व्याकरण$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(grammar.textContent()).resolves.toMatch(/^व्याकरण की 1 गलती: "my father are" → "my father is" \(.*[\u0900-\u097F].*\)।/);
    const modelAnswer = fresh.page.locator('dt', { hasText: 'आदर्श जवाब' }).locator('xpath=following-sibling::dd[1]').locator('[lang="en"]');
    await expect(modelAnswer.textContent()).resolves.not.toMatch(DEVANAGARI);
    const details = fresh.page.getByRole('region', { name: 'फ़ीडबैक का विवरण' });
    await expect(details.locator('.fb-list--missed li').first().textContent()).resolves.toMatch(DEVANAGARI);
    await fresh.page
      .getByRole('region', { name: 'एकरूपता की जाँच' })
      .getByText(/^यूनिवर्सिटी:/)
      .waitFor();
    await fresh.page.getByRole('button', { name: 'यह स्कोर गलत लगता है' }).waitFor();
    await saveScreenshot(fresh.page, 'hindi-scorecard-desktop');
    expect(await seriousAxeViolations(fresh.page), 'scorecard in Hindi').toEqual([]);

    // The capped answer: the red flag explained in Hindi around the applicant's own words.
    await fresh.page.getByRole('button', { name: /^सवाल 4\. / }).click();
    await fresh.page.getByText(/^खतरे का संकेत: "/).waitFor();

    // My Scores: the progress chart named and tabled in Hindi.
    await fresh.page.goto(`${baseUrl}/dashboard`);
    await fresh.page.getByRole('tab', { name: 'मेरे स्कोर' }).click();
    await fresh.page.getByRole('heading', { name: 'प्रगति' }).waitFor();
    await fresh.page.getByRole('img', { name: /^प्रयासों के साथ स्कोर: F1 Student Visa — Standard/ }).waitFor();
    const table = fresh.page.getByRole('table', { name: 'हर प्रयास के स्कोर (10 में से): F1 Student Visa — Standard' });
    await expect(table.getByRole('rowheader').allTextContents()).resolves.toEqual(['टेस्ट-1 · प्रयास 1']);
  });

  it('fits the Hindi dashboard and scorecard on a phone', async () => {
    await api('/save_user_language', account.token, { language: 'hi' });
    const { page } = await signedInPage(VIEWPORTS.mobile);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
    await saveScreenshot(page, 'hindi-dashboard-mobile');
    expect(await seriousAxeViolations(page), 'dashboard in Hindi on a phone').toEqual([]);
    await page.goto(`${baseUrl}${resultPath}`);
    await page.getByRole('heading', { level: 1, name: 'परिणाम' }).waitFor();
    await page.getByRole('region', { name: 'फ़ीडबैक का विवरण' }).waitFor();
    await saveScreenshot(page, 'hindi-scorecard-mobile');
    expect(await seriousAxeViolations(page), 'scorecard in Hindi on a phone').toEqual([]);
  });

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['mobile', VIEWPORTS.mobile],
  ] as const)(
    'reads the attempts table, instructions and My Account in Hindi, header, footer and form messages too (%s)',
    async (width, viewport) => {
      await api('/save_user_language', account.token, { language: 'hi' });
      const { page } = await signedInPage(viewport);

      // The attempts table: columns, status, actions; on a phone its rows become cards labelled by the same words.
      await page.goto(`${baseUrl}${attemptsPath}`);
      await page.getByRole('heading', { level: 1, name: 'F1 Student Visa — Standard' }).waitFor();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
        'टेस्ट',
        'स्थिति',
        'कुल सवाल',
        'पूछे गए सवाल',
        'शुरू होने की तारीख',
        'कार्रवाई',
      ]);
      await table.getByRole('rowheader', { name: 'टेस्ट-1' }).waitFor();
      await table.getByText('पूरा हुआ').waitFor();
      await table.getByRole('button', { name: 'दोबारा टेस्ट 1/3' }).waitFor();
      await table.getByRole('button', { name: 'परिणाम देखें' }).waitFor();
      await page.getByRole('navigation', { name: 'पेज का रास्ता' }).getByRole('link', { name: 'मेरे स्कोर' }).waitFor();
      // The header and footer around a translated page read in its language.
      await page.getByRole('contentinfo').getByRole('heading', { name: 'प्रोडक्ट' }).waitFor();
      // On a phone the account menu sits behind the menu button, which is what shows.
      const headerButton = width === 'desktop' ? 'Asha Rao का अकाउंट मेन्यू' : 'मेन्यू खोलें';
      await page.getByRole('banner').getByRole('button', { name: headerButton }).waitFor();
      await saveScreenshot(page, `hindi-attempts-${width}`);
      expect(await seriousAxeViolations(page), `attempts table in Hindi (${width})`).toEqual([]);

      // The instructions page is open without login, and follows a signed-in user's language all the same.
      await page.goto(`${baseUrl}${instructionsPath}`);
      await page.getByRole('heading', { level: 1, name: 'निर्देश' }).waitFor();
      expect(await htmlLang(page)).toBe('hi');
      await page.getByText(`इस इंटरव्यू में ${questionCount} सवाल हैं।`).waitFor();
      await page.getByRole('heading', { name: 'असली इंटरव्यू की तरह जवाब दें' }).waitFor();
      await page.getByRole('button', { name: 'सवालों का सेट देखें' }).waitFor();
      await saveScreenshot(page, `hindi-instructions-${width}`);
      expect(await seriousAxeViolations(page), `instructions in Hindi (${width})`).toEqual([]);

      // My Account: labels, subscriptions, and the shared form rule's message and the server's toast in Hindi.
      await page.goto(`${baseUrl}/Myprofile`);
      await page.getByRole('heading', { level: 1, name: 'मेरा अकाउंट' }).waitFor();
      await page.getByRole('heading', { name: 'प्रोफ़ाइल की जानकारी' }).waitFor();
      await page.getByRole('heading', { name: 'सक्रिय सब्सक्रिप्शन' }).waitFor();
      await saveScreenshot(page, `hindi-account-${width}`);
      expect(await seriousAxeViolations(page), `My Account in Hindi (${width})`).toEqual([]);
      await page.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }).click();
      const mobileNumber = page.getByLabel('मोबाइल नंबर');
      await mobileNumber.fill('98765');
      await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
      await page.locator('.field__error', { hasText: 'मोबाइल नंबर ठीक 10 अंकों का होना चाहिए।' }).waitFor();
      await saveScreenshot(page, `hindi-account-edit-${width}`);
      await mobileNumber.fill('9876543210');
      await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
      await page.getByText('प्रोफ़ाइल अपडेट हो गई!').waitFor();

      // Subscription history: a table on a desktop, a card per order on a phone, both named in Hindi.
      await page.goto(`${baseUrl}/subscription-history`);
      await page.getByRole('heading', { level: 1, name: 'सब्सक्रिप्शन का इतिहास' }).waitFor();
      await page.getByText('स्थिति', { exact: true }).first().waitFor();
      await page.getByText('सक्रिय', { exact: true }).first().waitFor();
      await saveScreenshot(page, `hindi-subscription-history-${width}`);
      expect(await seriousAxeViolations(page), `subscription history in Hindi (${width})`).toEqual([]);
    },
  );

  it('runs the live interview in Hindi, the question itself staying English', async () => {
    const candidate = await registerAccount(baseUrl, 'Meera Iyer');
    await api('/save_user_language', candidate.token, { language: 'hi' });
    const interviews = (await api('/get-all-interviews', candidate.token)).data as Array<{ interview_id: number; num_questions: number }>;
    const [interview] = interviews;
    if (!interview) throw new Error('no interview');
    const started = await api('/start-interview', candidate.token, {
      interview_id: interview.interview_id,
      total_questions: interview.num_questions,
    });
    const { page } = await openPage(browser, { viewport: VIEWPORTS.mobile });
    // What the instructions page leaves for /Question, and a microphone refused as a person clicking Block would.
    await page.context().addInitScript(
      (ids) => {
        localStorage.setItem('session_id', ids.sessionId);
        localStorage.setItem('child_session_id', ids.childSessionId);
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      },
      { sessionId: started.session_id, childSessionId: started.child_session_id },
    );
    await rememberSession(page.context(), candidate);
    await page.goto(`${baseUrl}/Question`);

    const dialog = page.getByRole('dialog', { name: 'माइक्रोफ़ोन ज़रूरी है' });
    await dialog.waitFor();
    // The voice problem is one of the shared messages, shown through the same lookup as the server's.
    await page.getByRole('alert').filter({ hasText: 'माइक्रोफ़ोन की अनुमति नहीं मिली' }).waitFor();
    await saveScreenshot(page, 'hindi-live-interview-microphone-mobile');
    await dialog.getByRole('button', { name: 'जवाब टाइप करें' }).click();
    await page.getByText(`सवाल 1 / ${started.total_questions}`, { exact: true }).waitFor();
    await page.getByText('आवाज़ से जवाब बंद है। नीचे अपना जवाब टाइप करें।').waitFor();
    await expect(page.locator('.li-question h2').getAttribute('lang')).resolves.toBe('en');
    await expect(page.locator('.li-question h2').textContent()).resolves.not.toMatch(DEVANAGARI);
    await page.getByLabel('अपना जवाब टाइप करें (बोलने की जगह)').fill('I have an admission letter from Purdue.');
    await page.getByRole('button', { name: 'अगला सवाल' }).waitFor();
    await saveScreenshot(page, 'hindi-live-interview-mobile');
    expect(await seriousAxeViolations(page), 'live interview in Hindi on a phone').toEqual([]);
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, 'hindi-live-interview-desktop');
    await page.getByRole('button', { name: 'इंटरव्यू से बाहर निकलें' }).click();
    await page.getByRole('dialog', { name: 'इंटरव्यू से बाहर निकलें?' }).waitFor();
  });

  it('shows the page in English when the Hindi texts cannot be fetched, rather than loading forever', async () => {
    await api('/save_user_language', account.token, { language: 'hi' });
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop, expectedErrors: [failedWith('FAILED')] });
    await rememberSession(page.context(), account);
    await page.route(/\/assets\/hi-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
  });

  it('takes the browser’s language the first time, before the user has chosen', async () => {
    const newcomer = await registerAccount(baseUrl, 'Ravi Kumar');
    const { page } = await openPage(browser, { viewport: VIEWPORTS.desktop, locale: 'hi-IN' });
    await rememberSession(page.context(), newcomer);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await languageSwitch(page).inputValue()).toBe('hi');
    expect((await api('/get_user_profile', newcomer.token)).data.language).toBeNull();
    // The marketing pages stay English, and so does <html lang> on them.
    await page.goto(`${baseUrl}/aboutus`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });
});
