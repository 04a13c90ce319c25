import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedInPage, registerAccount, rememberSession, type TestAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/chromium';
import { FAKE_MICROPHONE, heardEnough, SPOKEN_ANSWER, spokenAnswerWav, voicePathMissing } from './support/spoken-answer';

const baseUrl = inject('baseUrl');
const QUESTION = 'Why do you want to study in the United States?';
const FIRST_TYPED = 'I want to study in America becuse it is good for my carrer.';
const FIRST_CORRECTED = 'I want to do my MS in Computer Science in America because it is good for my career.';
const SECOND_TYPED =
  'I want to do my MS in Computer Science at the University of Texas at Dallas because its data science track is strong, and I will take a data engineering role back in India.';

const voicePathProblem = inject('browserAvailable') ? await voicePathMissing(baseUrl) : 'no Chromium';
if (voicePathProblem && process.env.CI !== 'true') console.warn(`\n⚠️  Skipping the practice voice test: ${voicePathProblem}\n`);
const voicePathReady = !voicePathProblem || process.env.CI === 'true';

/**
 * Practice mode, as a trial user would use it: from the dashboard to one question, a hint, a typed answer corrected
 * before scoring, feedback at once, Retry, and both attempts side by side with the best marked.
 */
describe.skipIf(!inject('browserAvailable'))('practice mode', () => {
  let browser: Browser;
  let account: TestAccount;

  beforeAll(async () => {
    account = await registerAccount(baseUrl, 'Meera Iyer');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const signedInPage = (viewport: { width: number; height: number }) => openSignedInPage(browser, account, { viewport });

  async function expectAccessible(page: Page, label: string) {
    expect(await seriousAxeViolations(page), label).toEqual([]);
  }

  /** Types an answer, reviews it, optionally corrects it, and scores it; resolves with the result's heading. */
  async function answerByTyping(page: Page, typed: string, corrected?: string) {
    await page.getByRole('textbox', { name: /type your answer/i }).fill(typed);
    await page.getByRole('button', { name: 'Review typed answer' }).click();
    const review = page.getByRole('textbox', { name: 'Answer to score' });
    await expect(review.inputValue()).resolves.toBe(typed);
    if (corrected) await review.fill(corrected);
    await page.getByRole('button', { name: 'Score my answer' }).click();
    const heading = page.getByRole('heading', { name: /^Attempt \d: \d+\/10/ });
    await heading.waitFor();
    return (await heading.textContent()) ?? '';
  }

  it('practises a question twice by typing, with a hint and a corrected transcript, and compares the attempts', async () => {
    const { page, errors } = await signedInPage(VIEWPORTS.desktop);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Practise questions' }).click();
    await page.getByRole('heading', { name: 'Practice', level: 1 }).waitFor();
    await page.getByText(/practice answers left today on your free trial/).waitFor();

    await page.getByRole('combobox', { name: 'Visa type' }).selectOption('F1');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('study-plans');
    await page.getByRole('button', { name: 'Show questions' }).click();
    await page.waitForURL(/visa_type=F1&category=study-plans/);
    await saveScreenshot(page, 'practice-questions-desktop');
    await expectAccessible(page, 'practice question list');
    await page.getByRole('link', { name: QUESTION }).click();
    await page.getByRole('heading', { name: QUESTION }).waitFor();

    // No clock runs unless it is switched on.
    await expect(page.getByRole('timer').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show a hint' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Hint 1 of 4: MS in Computer Science' }).waitFor();

    const first = await answerByTyping(page, FIRST_TYPED, FIRST_CORRECTED);
    expect(first).toMatch(/^Attempt 1: \d+\/10 with 1 hint$/);
    await saveScreenshot(page, 'practice-first-result-desktop');
    await expectAccessible(page, 'first practice result');

    // By keyboard: Retry, and the answer step takes the focus in place of the button that is gone.
    await page.getByRole('button', { name: 'Retry this question' }).press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your answer');
    // The new round starts without hints: the first answer took its hint along.
    await page.getByText('This question has 4 key points.', { exact: false }).waitFor();
    const second = await answerByTyping(page, SECOND_TYPED);
    expect(second).toMatch(/^Attempt 2: \d+\/10 without hints$/);

    const attempts = page.getByRole('region', { name: 'Attempts side by side' }).getByRole('article');
    await expect(attempts.count()).resolves.toBe(2);
    const firstCard = attempts.nth(0);
    const secondCard = attempts.nth(1);
    await expect(firstCard.getByText(FIRST_CORRECTED).count()).resolves.toBe(1);
    await expect(firstCard.getByText(FIRST_TYPED).count()).resolves.toBe(1);
    await expect(firstCard.getByText('As first typed').count()).resolves.toBe(1);
    // The second answer names the university and the plan: it scores higher and is marked best.
    const scoreOf = (title: string) => Number(/: (\d+)\/10/.exec(title)?.[1]);
    expect(scoreOf(second)).toBeGreaterThan(scoreOf(first));
    await expect(secondCard.getByText('Best', { exact: true }).count()).resolves.toBe(1);
    await expect(firstCard.getByText('Best', { exact: true }).count()).resolves.toBe(0);
    for (const label of ['Score', 'Covered facts', 'Missing facts', 'Fillers', 'Length', 'Hints used']) {
      await expect(secondCard.getByText(label, { exact: true }).count()).resolves.toBe(1);
    }
    await page.getByText('Model answer').click();
    await saveScreenshot(page, 'practice-attempts-desktop');
    await expectAccessible(page, 'two attempts side by side');

    // Practice scores are charted apart from interview scores.
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('tab', { name: 'My Scores' }).click();
    const chart = page.getByRole('img', { name: 'Scores over days: Practice' });
    await chart.waitFor();
    await chart.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'practice-progress-desktop');
    await expectAccessible(page, 'my scores with the practice chart');
    expect(errors).toEqual([]);
  });

  it('fits a phone: the attempts side by side scroll within their row, not the page', async () => {
    const { page } = await signedInPage(VIEWPORTS.mobile);
    await page.goto(`${baseUrl}/practice?source=lowest`);
    await page.getByRole('link', { name: QUESTION }).click();
    await page.getByRole('region', { name: 'Attempts side by side' }).waitFor();
    await page.getByRole('button', { name: 'Show a hint' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Hint 1 of 4: MS in Computer Science' }).waitFor();
    await saveScreenshot(page, 'practice-question-mobile');
    await expectAccessible(page, 'practice question on a phone');
    await page.getByRole('region', { name: 'Attempts side by side' }).focus();
    await page.keyboard.press('ArrowRight');
    await saveScreenshot(page, 'practice-attempts-mobile');

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Practise questions' }).waitFor();
    await saveScreenshot(page, 'practice-dashboard-mobile');
    await page.getByRole('tab', { name: 'My Scores' }).click();
    await page.getByRole('img', { name: 'Scores over days: Practice' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'practice-progress-mobile');
    await expectAccessible(page, 'the practice chart on a phone');
  });

  it.skipIf(!voicePathReady)(
    'answers by voice: the transcript heard is corrected before scoring, and both are kept',
    async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-practice-voice-'));
      const voiceBrowser = await launchBrowser([
        ...FAKE_MICROPHONE,
        `--use-file-for-fake-audio-capture=${await spokenAnswerWav(folder, SPOKEN_ANSWER)}%noloop`,
      ]);
      try {
        const speaker = await registerAccount(baseUrl, 'Arjun Nair');
        const { page, errors } = await openPage(voiceBrowser);
        await rememberSession(page.context(), speaker);
        await page.goto(`${baseUrl}/practice?visa_type=F1&category=study-plans`);
        await page.getByRole('link', { name: QUESTION }).click();
        await page.getByRole('button', { name: 'Record my answer' }).click();
        await page.getByText('Recording — speak your answer.').waitFor();
        const heard = page.getByRole('log', { name: 'What was heard' });
        await expect.poll(async () => heardEnough(await heard.textContent()), { timeout: 30_000, interval: 250 }).toBe(true);
        await page.getByRole('button', { name: 'Stop and review' }).click();

        const review = page.getByRole('textbox', { name: 'Answer to score' });
        const recognised = await review.inputValue();
        expect(heardEnough(recognised)).toBe(true);
        await review.fill(SPOKEN_ANSWER);
        await page.getByRole('button', { name: 'Score my answer' }).click();
        await page.getByRole('heading', { name: /^Attempt 1: \d+\/10 without hints$/ }).waitFor();
        const card = page.getByRole('region', { name: 'Attempts side by side' }).getByRole('article');
        if (recognised === SPOKEN_ANSWER) {
          await expect(card.getByText('Answer', { exact: true }).count()).resolves.toBe(1);
        } else {
          await expect(card.getByText('As heard', { exact: true }).count()).resolves.toBe(1);
          await expect(card.getByText(recognised, { exact: true }).count()).resolves.toBe(1);
          await expect(card.getByText(SPOKEN_ANSWER, { exact: true }).count()).resolves.toBe(1);
        }
        await saveScreenshot(page, 'practice-voice-desktop');
        expect(errors).toEqual([]);
      } finally {
        await voiceBrowser.close();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
