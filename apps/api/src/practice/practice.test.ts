import { and, eq, isNull } from 'drizzle-orm';
import { PRACTICE_MESSAGES } from '@visaready/shared/schemas/practice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignupSubscription } from '../billing/signup-subscription';
import { practiceAnswers, practiceHints } from '../db/schema';
import { type FakeChatServer, startFakeChatServer } from '../feedback/testing';
import { eventually, giveSubscription, interviewIdBySlug } from '../interviews/testing';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

const GOOD_ANSWER =
  'I want to do my MS in Computer Science at the University of Texas at Dallas because its data science track is strong, and I will take a data engineering role back in India.';

interface Summary {
  question_id: number;
  category: string;
  text: string;
  key_point_count: number;
  attempts: number;
  best_score: number | null;
  latest_score: number | null;
}

describe.each(testDrivers)('practice mode on %s', (driver) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(driver, { env: { PRACTICE_DAILY_LIMIT: '4', PRACTICE_TRIAL_DAILY_LIMIT: '1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, user: TestUser) => app.request({ method: 'GET', url: `/api${url}`, headers: user.auth });
  const post = (url: string, payload: unknown, user: TestUser) =>
    app.request({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: user.auth });
  const answer = (user: TestUser, questionId: number, transcript: string, extra: Record<string, unknown> = {}) =>
    post('/practice/answers', { question_id: questionId, transcript, input_method: 'typed', ...extra }, user);

  async function subscriber(): Promise<TestUser> {
    const user = await createSignedInUser(app);
    await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 3 }]);
    return user;
  }

  async function questionsOf(user: TestUser, query: string): Promise<Summary[]> {
    const response = await get(`/practice/questions?${query}`, user);
    expect(response.statusCode).toBe(200);
    return response.json().data.questions;
  }

  async function whyUs(user: TestUser): Promise<Summary> {
    const question = (await questionsOf(user, 'visa_type=F1&category=study-plans')).find((q) =>
      q.text.startsWith('Why do you want to study'),
    );
    if (!question) throw new Error('the F1 "why the US" question is not in the bank');
    return question;
  }

  const storedAnswers = (user: TestUser) => app.database.db.select().from(practiceAnswers).where(eq(practiceAnswers.userId, user.id));

  it('lists the bank by visa type and category, with the day’s allowance', async () => {
    const user = await subscriber();
    const response = await get('/practice/questions?visa_type=B1%2FB2&category=finances', user);
    expect(response.statusCode).toBe(200);
    const { questions, visa_types, usage } = response.json().data;
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((question: Summary) => question.category === 'finances')).toBe(true);
    expect(visa_types.map((type: { visa_type: string }) => type.visa_type).sort()).toEqual(['B1/B2', 'F1']);
    expect(visa_types.find((type: { visa_type: string }) => type.visa_type === 'F1').categories).toContain('study-plans');
    expect(usage).toMatchObject({ plan: 'paid', used: 0, limit: 4, remaining: 4 });
  });

  it('scores the corrected transcript at once, keeps the original, and uses no test', async () => {
    const user = await subscriber();
    const question = await whyUs(user);
    const testsLeft = async () => (await get('/get-all-interviews', user)).json().data;
    const before = await testsLeft();
    const heard = 'I want to do my MS in computer signs at the university of taxes at dollars';
    const response = await answer(user, question.question_id, heard, {
      corrected_transcript: GOOD_ANSWER,
      input_method: 'voice',
      confidence: 0.4,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const [attempt] = data.attempts;
    expect(attempt).toMatchObject({ transcript: heard, corrected_transcript: GOOD_ANSWER, input_method: 'voice', is_best: true });
    expect(attempt.answer_id).toBe(data.answer_id);
    // What was scored is the corrected text: its words, and the key points only it covers.
    expect(attempt.feedback_details.delivery.word_count).toBe(GOOD_ANSWER.split(/\s+/).length);
    expect(attempt.feedback_details.key_points_covered).toContain('University of Texas at Dallas');
    expect(attempt.score).toBeGreaterThanOrEqual(6);
    expect(data.model_answer).toMatch(/University of Texas at Dallas/);
    expect(data.usage).toMatchObject({ used: 1, remaining: 3 });

    const [stored] = await storedAnswers(user);
    expect(stored).toMatchObject({ transcript: heard, correctedTranscript: GOOD_ANSWER, score: attempt.score, scoredBy: 'local' });

    expect(await testsLeft()).toEqual(before);
    expect(
      before.some(
        (interview: { subscription_info: { remaining_tests_for_user: number } }) =>
          interview.subscription_info.remaining_tests_for_user === 3,
      ),
    ).toBe(true);
  });

  it('a correction equal to the transcript is no correction', async () => {
    const user = await subscriber();
    const question = await whyUs(user);
    const response = await answer(user, question.question_id, GOOD_ANSWER, { corrected_transcript: ` ${GOOD_ANSWER} ` });
    expect(response.json().data.attempts[0].corrected_transcript).toBeNull();
  });

  it('records hints one key point at a time and shows them with the score; the next round starts without', async () => {
    const user = await subscriber();
    const question = await whyUs(user);
    const first = await post(`/practice/questions/${question.question_id}/hints`, {}, user);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ hint: 'MS in Computer Science', hints: ['MS in Computer Science'], key_point_count: 4 });
    const second = (await post(`/practice/questions/${question.question_id}/hints`, {}, user)).json().data;
    expect(second.hints).toEqual(['MS in Computer Science', 'University of Texas at Dallas']);
    expect((await get(`/practice/questions/${question.question_id}`, user)).json().data.hints).toEqual(second.hints);

    const scored = (await answer(user, question.question_id, GOOD_ANSWER)).json().data;
    expect(scored.attempts[0].hints_used).toBe(2);
    expect(scored.hints).toEqual([]);
    const recorded = await app.database.db.select().from(practiceHints).where(eq(practiceHints.userId, user.id));
    expect(recorded.map((hint) => hint.answerId)).toEqual([scored.answer_id, scored.answer_id]);

    for (let shown = 1; shown <= 4; shown += 1)
      expect((await post(`/practice/questions/${question.question_id}/hints`, {}, user)).statusCode).toBe(200);
    const none = await post(`/practice/questions/${question.question_id}/hints`, {}, user);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PRACTICE_MESSAGES.noMoreHints);
    const open = await app.database.db
      .select()
      .from(practiceHints)
      .where(and(eq(practiceHints.userId, user.id), isNull(practiceHints.answerId)));
    expect(open).toHaveLength(4);
  });

  it('lists a question’s attempts side by side with the best marked, and picks the lowest scored', async () => {
    const user = await subscriber();
    const question = await whyUs(user);
    const weak = (await answer(user, question.question_id, 'Because America is nice.')).json().data;
    const strong = (await answer(user, question.question_id, GOOD_ANSWER)).json().data;
    expect(strong.attempts.map((attempt: { attempt_number: number }) => attempt.attempt_number)).toEqual([1, 2]);
    expect(strong.attempts[0].score).toBeLessThan(strong.attempts[1].score);
    expect(strong.attempts.map((attempt: { is_best: boolean }) => attempt.is_best)).toEqual([false, true]);
    expect(weak.attempts).toHaveLength(1);

    const other = (await questionsOf(user, 'visa_type=F1&category=finances'))[0] as Summary;
    await answer(user, other.question_id, 'My father.');
    const lowest = await questionsOf(user, 'source=lowest');
    expect(lowest.map((summary) => summary.question_id)).toEqual([other.question_id, question.question_id]);
    expect(lowest[1]).toMatchObject({ attempts: 2, best_score: strong.attempts[1].score, latest_score: strong.attempts[1].score });
  });

  it('counts interview scores when picking the lowest scored, and the latest score wins', async () => {
    const user = await subscriber();
    const started = (
      await post('/start-interview', { interview_id: await interviewIdBySlug(app.database.db, 'f1-standard') }, user)
    ).json();
    const next = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
    await post('/submit-answer', { ...started, question_id: next.question_id, user_answer: 'I do not know.', input_method: 'typed' }, user);
    const interviewScore = await eventually(async () => {
      const lowest = await questionsOf(user, 'source=lowest');
      return lowest.find((summary) => summary.question_id === next.question_id)?.latest_score ?? undefined;
    });
    expect(interviewScore).toBeLessThanOrEqual(3);
    const practised = (await answer(user, next.question_id, GOOD_ANSWER)).json().data.attempts[0].score;
    expect(practised).toBeGreaterThan(interviewScore);
    const [summary] = (await questionsOf(user, 'source=lowest')).filter((item) => item.question_id === next.question_id);
    expect(summary).toMatchObject({ latest_score: practised, attempts: 1, best_score: practised });
  });

  it('feeds the progress chart as its own series, apart from interview scores', async () => {
    const user = await subscriber();
    const question = await whyUs(user);
    await answer(user, question.question_id, GOOD_ANSWER);
    await answer(user, question.question_id, 'Because America is nice.');
    const body = (await get('/progress', user)).json();
    expect(body.data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.practice.days).toHaveLength(1);
    expect(body.practice.days[0]).toMatchObject({ date: today, scored_answers: 2 });
    expect(body.practice.categories).toEqual([{ category: 'study-plans', scores: [body.practice.days[0].average_score] }]);
  });

  it('enforces the daily limit on the server, and nothing is stored past it', async () => {
    const user = await subscriber();
    const question = await whyUs(user);
    for (let count = 0; count < 4; count += 1) expect((await answer(user, question.question_id, GOOD_ANSWER)).statusCode).toBe(200);
    const refused = await answer(user, question.question_id, GOOD_ANSWER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'practice_limit_reached',
      message: PRACTICE_MESSAGES.dailyLimitReached.replace('{limit}', '4'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedAnswers(user)).toHaveLength(4);
    expect((await get(`/practice/questions/${question.question_id}`, user)).json().data.usage).toMatchObject({ used: 4, remaining: 0 });
  });

  it('answers submitted at once never pass the limit together', async () => {
    const user = await subscriber();
    const question = await whyUs(user);
    const responses = await Promise.all(Array.from({ length: 7 }, () => answer(user, question.question_id, GOOD_ANSWER)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429, 429]);
    expect(await storedAnswers(user)).toHaveLength(4);
  });

  it('gives trial users the smaller allowance', async () => {
    const user = await createSignedInUser(app);
    await createSignupSubscription(app.database.db, { userId: user.id, subscriptionId: null, orderType: 'Trial' });
    const question = await whyUs(user);
    expect((await get(`/practice/questions/${question.question_id}`, user)).json().data.usage).toMatchObject({ plan: 'trial', limit: 1 });
    expect((await answer(user, question.question_id, GOOD_ANSWER)).statusCode).toBe(200);
    const refused = await answer(user, question.question_id, GOOD_ANSWER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PRACTICE_MESSAGES.trialLimitReached.replace('{limit}', '1'));
    expect(await storedAnswers(user)).toHaveLength(1);
  });

  it('needs an active, unexpired plan', async () => {
    const none = await createSignedInUser(app);
    const expired = await createSignedInUser(app);
    await giveSubscription(app.database.db, expired.id, [{ interviewSlug: 'f1-standard', tests: 1 }], {
      expiryDate: new Date(Date.now() - 1000),
    });
    const question = await whyUs(await subscriber());
    for (const user of [none, expired]) {
      for (const response of [
        await get('/practice/questions', user),
        await get(`/practice/questions/${question.question_id}`, user),
        await post(`/practice/questions/${question.question_id}/hints`, {}, user),
        await answer(user, question.question_id, GOOD_ANSWER),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'practice_needs_subscription', message: PRACTICE_MESSAGES.noSubscription });
      }
      expect(await storedAnswers(user)).toHaveLength(0);
      expect(await app.database.db.select().from(practiceHints).where(eq(practiceHints.userId, user.id))).toHaveLength(0);
    }
    expect((await app.request({ method: 'GET', url: '/api/practice/questions' })).statusCode).toBe(401);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const user = await subscriber();
    const question = await whyUs(user);
    const cases: Array<[Promise<{ statusCode: number; json(): { message: string } }>, number, string]> = [
      [answer(user, question.question_id, '   '), 400, PRACTICE_MESSAGES.answerRequired],
      [answer(user, question.question_id, '', { corrected_transcript: '  ' }), 400, PRACTICE_MESSAGES.answerRequired],
      [answer(user, question.question_id, 'x'.repeat(10_001)), 400, PRACTICE_MESSAGES.answerTooLong],
      [answer(user, question.question_id, GOOD_ANSWER, { corrected_transcript: 'y'.repeat(10_001) }), 400, PRACTICE_MESSAGES.answerTooLong],
      [answer(user, 99_999_999, GOOD_ANSWER), 404, PRACTICE_MESSAGES.questionNotFound],
      [
        post('/practice/answers', { question_id: 'abc', transcript: GOOD_ANSWER, input_method: 'typed' }, user),
        400,
        PRACTICE_MESSAGES.questionIdInvalid,
      ],
      [answer(user, question.question_id, GOOD_ANSWER, { input_method: 'fax' }), 400, ''],
      [get('/practice/questions?visa_type=H1B', user), 400, PRACTICE_MESSAGES.visaTypeUnknown],
      [get('/practice/questions?visa_type=B1%2FB2&category=study-plans', user), 400, PRACTICE_MESSAGES.categoryUnknown],
      [get('/practice/questions?category=DROP%20TABLE', user), 400, PRACTICE_MESSAGES.categoryUnknown],
      [get('/practice/questions/0', user), 400, PRACTICE_MESSAGES.questionIdInvalid],
      [post('/practice/questions/99999999/hints', {}, user), 404, PRACTICE_MESSAGES.questionNotFound],
    ];
    for (const [pending, status, message] of cases) {
      const response = await pending;
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json().message).toContain(message);
    }
    expect(await storedAnswers(user)).toHaveLength(0);
  });
});

describe.each(testDrivers)('practice scoring with an LLM configured, on %s', (driver) => {
  let app: TestApp;
  let fake: FakeChatServer;

  beforeAll(async () => {
    fake = await startFakeChatServer();
    app = await createTestApp(driver, { env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'test-key' } });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('scores with the app’s configured scorer adapter, sending it the corrected text', async () => {
    const user = await createSignedInUser(app);
    await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 1 }]);
    const list = await app.request({ method: 'GET', url: '/api/practice/questions?visa_type=F1&category=study-plans', headers: user.auth });
    const questionId = list.json().data.questions[0].question_id;
    const response = await app.request({
      method: 'POST',
      url: '/api/practice/answers',
      headers: user.auth,
      payload: {
        question_id: questionId,
        transcript: 'I want to study in the USA',
        corrected_transcript: GOOD_ANSWER,
        input_method: 'voice',
      },
    });
    expect(response.statusCode).toBe(200);
    const [attempt] = response.json().data.attempts;
    expect(attempt).toMatchObject({ scored_by: 'llm:fake-model', score: 7 });
    expect(attempt.predicted_feedback.correctness).toMatch(/^From the fake model/);
    expect(fake.requests.map((request) => request.answer)).toEqual([GOOD_ANSWER]);
  });
});
