import { and, eq, sql } from 'drizzle-orm';
import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '../db/seed';
import { CATALOGUE } from '../db/seed/catalogue';
import {
  answers,
  attemptQuestions,
  attempts,
  interviewQuestions,
  interviews,
  interviewSessions,
  questions,
  subscriptionLicences,
} from '../db/schema';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import { RECLAIM_STARTS_JOB } from './fair-attempts';
import { eventually, giveSubscription, interviewIdBySlug } from './testing';

describe.each(testDrivers)('interviews API on %s', (driver) => {
  let app: TestApp;
  let f1Id: number;
  let b1b2Id: number;

  beforeAll(async () => {
    app = await createTestApp(driver);
    f1Id = await interviewIdBySlug(app.database.db, 'f1-standard');
    b1b2Id = await interviewIdBySlug(app.database.db, 'b1b2-visitor');
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, user?: TestUser) => app.request({ method: 'GET', url: `/api${url}`, headers: user?.auth });
  const post = (url: string, payload: unknown, user?: TestUser) =>
    app.request({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: user?.auth });

  async function subscribedUser(tests = 3, slug = 'f1-standard') {
    const user = await createSignedInUser(app);
    await giveSubscription(app.database.db, user.id, [{ interviewSlug: slug, tests }]);
    return user;
  }

  async function startedSession(user: TestUser, interviewId = f1Id) {
    const response = await post('/start-interview', { interview_id: interviewId, total_questions: 10 }, user);
    expect(response.statusCode).toBe(200);
    return response.json() as { session_id: string; child_session_id: string };
  }

  async function answerAll(
    user: TestUser,
    started: { session_id: string; child_session_id: string },
    text = 'I will study MS in Computer Science at UT Dallas.',
  ) {
    for (;;) {
      const next = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      if (next.question_id === null) return;
      await post('/submit-answer', { ...started, question_id: next.question_id, user_answer: text }, user);
    }
  }

  const licenceRemaining = async (userSubscription: string, interviewId: number) => {
    const [row] = await app.database.db
      .select({ remaining: subscriptionLicences.testsRemaining })
      .from(subscriptionLicences)
      .where(and(eq(subscriptionLicences.subscriptionId, userSubscription), eq(subscriptionLicences.interviewId, interviewId)));
    return row?.remaining;
  };

  describe('catalogue seed', () => {
    it('seeds the question banks and the three interviews with ordered questions', async () => {
      const db = app.database.db;
      const counts = await db
        .select({ visaType: questions.visaType, count: sql<number>`count(*)::int` })
        .from(questions)
        .groupBy(questions.visaType);
      const byType = Object.fromEntries(counts.map((row) => [row.visaType, row.count]));
      expect(byType.F1).toBeGreaterThanOrEqual(40);
      expect(byType['B1/B2']).toBeGreaterThanOrEqual(30);
      const list = await db
        .select({ slug: interviews.slug, name: interviews.name, count: sql<number>`count(${interviewQuestions.questionId})::int` })
        .from(interviews)
        .leftJoin(interviewQuestions, eq(interviewQuestions.interviewId, interviews.id))
        .groupBy(interviews.id)
        .orderBy(interviews.sortOrder);
      expect(list).toEqual([
        { slug: 'f1-standard', name: 'F1 Student Visa — Standard', count: 10 },
        { slug: 'f1-intensive', name: 'F1 Student Visa — Intensive', count: 15 },
        { slug: 'b1b2-visitor', name: 'B1/B2 Visitor Visa', count: 10 },
      ]);
    });

    it('is idempotent, also when two seeders run at once', async () => {
      const before = await app.database.db.select({ id: questions.id, slug: questions.slug }).from(questions).orderBy(questions.id);
      await Promise.all([seedCatalogue(app.database.db), seedCatalogue(app.database.db)]);
      await seedCatalogue(app.database.db);
      const after = await app.database.db.select({ id: questions.id, slug: questions.slug }).from(questions).orderBy(questions.id);
      expect(after).toEqual(before);
      const positions = await app.database.db.select().from(interviewQuestions).where(eq(interviewQuestions.interviewId, f1Id));
      expect(positions).toHaveLength(10);
    });
    it('applies edited content and a new question order without changing attempts already started', async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      const fixedBefore = await app.database.db
        .select()
        .from(attemptQuestions)
        .where(eq(attemptQuestions.attemptId, started.child_session_id))
        .orderBy(attemptQuestions.position);
      const edited = {
        questions: CATALOGUE.questions.map((question) =>
          question.slug === 'f1-why-us' ? { ...question, modelAnswer: 'Edited model answer.' } : question,
        ),
        interviews: CATALOGUE.interviews.map((interview) =>
          interview.slug === 'f1-standard' ? { ...interview, questions: [...interview.questions].reverse() } : interview,
        ),
      };
      try {
        await seedCatalogue(app.database.db, edited);
        const [question] = await app.database.db.select().from(questions).where(eq(questions.slug, 'f1-why-us'));
        expect(question?.modelAnswer).toBe('Edited model answer.');
        const [first] = await app.database.db
          .select()
          .from(interviewQuestions)
          .where(and(eq(interviewQuestions.interviewId, f1Id), eq(interviewQuestions.position, 1)));
        expect(first?.questionId).toBe(fixedBefore.at(-1)?.questionId);
        const fixedAfter = await app.database.db
          .select()
          .from(attemptQuestions)
          .where(eq(attemptQuestions.attemptId, started.child_session_id))
          .orderBy(attemptQuestions.position);
        expect(fixedAfter).toEqual(fixedBefore);
      } finally {
        await seedCatalogue(app.database.db);
      }
    });

    it('refuses a broken catalogue before writing anything', async () => {
      const broken = {
        questions: CATALOGUE.questions,
        interviews: CATALOGUE.interviews.slice(0, 1).map((interview) => ({ ...interview, questions: ['no-such-question'] })),
      };
      await expect(seedCatalogue(app.database.db, broken)).rejects.toThrow(/unknown question no-such-question/);
      const positions = await app.database.db.select().from(interviewQuestions).where(eq(interviewQuestions.interviewId, f1Id));
      expect(positions).toHaveLength(10);
    });
  });

  describe('GET /get-all-interviews', () => {
    it('needs a signed-in user', async () => {
      const response = await get('/get-all-interviews');
      expect(response.statusCode).toBe(401);
    });

    it('lists interviews with zero tests for a user without a subscription', async () => {
      const user = await createSignedInUser(app);
      const response = await get('/get-all-interviews', user);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toHaveLength(3);
      expect(data[0]).toMatchObject({
        interview_id: f1Id,
        interview_name: 'F1 Student Visa — Standard',
        num_questions: 10,
        subscription_info: { total_purchases: 0, remaining_tests_for_user: 0 },
      });
      expect(data[0].interview_description.length).toBeGreaterThan(20);
    });

    it('sums tests over Active, unexpired subscriptions only', async () => {
      const user = await createSignedInUser(app);
      await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 3, remaining: 2 }]);
      await giveSubscription(app.database.db, user.id, [
        { interviewSlug: 'f1-standard', tests: 5 },
        { interviewSlug: 'b1b2-visitor', tests: 1 },
      ]);
      await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 10 }], {
        expiryDate: new Date(Date.now() - 1000),
      });
      await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 10 }], {
        status: 'In Progress - Payment Due',
      });
      const data = (await get('/get-all-interviews', user)).json().data;
      const byId = new Map(data.map((item: { interview_id: number }) => [item.interview_id, item]));
      expect(byId.get(f1Id)).toMatchObject({ subscription_info: { total_purchases: 8, remaining_tests_for_user: 7 } });
      expect(byId.get(b1b2Id)).toMatchObject({ subscription_info: { total_purchases: 1, remaining_tests_for_user: 1 } });
    });
  });

  describe('POST /start-interview', () => {
    it('refuses without an Active subscription with the spec message', async () => {
      const user = await createSignedInUser(app);
      await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 3 }], { status: 'Expired' });
      const response = await post('/start-interview', { interview_id: f1Id }, user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', message: INTERVIEW_MESSAGES.noActiveSubscription });
      expect(await app.database.db.select().from(interviewSessions).where(eq(interviewSessions.userId, user.id))).toHaveLength(0);
    });

    it('refuses when no tests remain, and for another interview than the licence is for', async () => {
      const user = await createSignedInUser(app);
      await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 2, remaining: 0 }]);
      expect((await post('/start-interview', { interview_id: f1Id }, user)).json().message).toBe(INTERVIEW_MESSAGES.noActiveSubscription);
      expect((await post('/start-interview', { interview_id: b1b2Id }, user)).statusCode).toBe(403);
    });

    it('rejects a missing or malformed interview id and an unknown interview', async () => {
      const user = await subscribedUser();
      for (const payload of [{}, { interview_id: 'abc' }, { interview_id: -1 }, { interview_id: 1.5 }]) {
        const response = await post('/start-interview', payload, user);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(INTERVIEW_MESSAGES.interviewIdMissing);
      }
      const unknown = await post('/start-interview', { interview_id: 999_999 }, user);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(INTERVIEW_MESSAGES.noMatchingInterview);
    });

    it('creates the session and attempt 1 with its questions fixed, and takes one test', async () => {
      const user = await createSignedInUser(app);
      const subscriptionId = await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 3 }]);
      const response = await post('/start-interview', { interview_id: String(f1Id), total_questions: 10 }, user);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 'success', retry_count: 1, total_questions: 10 });
      expect(await licenceRemaining(subscriptionId, f1Id)).toBe(2);
      const fixed = await app.database.db.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, body.child_session_id));
      expect(fixed).toHaveLength(10);
      const [session] = await app.database.db.select().from(interviewSessions).where(eq(interviewSessions.id, body.session_id));
      expect(session).toMatchObject({ userId: user.id, interviewId: f1Id, subscriptionId, status: 'in progress' });
    });

    it('lets exactly one of two concurrent starts for the last test succeed', async () => {
      const user = await createSignedInUser(app);
      const subscriptionId = await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 1 }]);
      const results = await Promise.all([
        post('/start-interview', { interview_id: f1Id }, user),
        post('/start-interview', { interview_id: f1Id }, user),
      ]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 403]);
      expect(await licenceRemaining(subscriptionId, f1Id)).toBe(0);
      expect(await app.database.db.select().from(interviewSessions).where(eq(interviewSessions.userId, user.id))).toHaveLength(1);
    });

    /** Runs the scheduled reclaim job now, as its cron would, and waits until it has run. */
    async function runReclaimJob() {
      const before = Date.now();
      const jobId = await app.deps.jobs.enqueue(RECLAIM_STARTS_JOB, {});
      await eventually(async () => {
        const { rows } = await app.database.executor.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [jobId]);
        return (rows[0] as { state?: string } | undefined)?.state === 'completed' ? true : undefined;
      });
      expect(Date.now() - before).toBeLessThan(30_000);
    }

    it('returns the test of a start whose first question was never shown, after the grace period, by a scheduled job', async () => {
      const user = await createSignedInUser(app);
      const subscriptionId = await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 2 }]);
      const unshown = await startedSession(user);
      const shown = await startedSession(user);
      await get(`/next-question/${shown.child_session_id}`, user);
      expect(await licenceRemaining(subscriptionId, f1Id)).toBe(0);

      // Within the grace period the unshown start stays resumable and keeps its test.
      await runReclaimJob();
      expect(await licenceRemaining(subscriptionId, f1Id)).toBe(0);

      const longAgo = new Date(Date.now() - 25 * 3600 * 1000);
      await app.database.db.update(interviewSessions).set({ createdAt: longAgo }).where(eq(interviewSessions.userId, user.id));
      // Listing interviews is a read: it reclaims nothing.
      await get('/get-all-interviews', user);
      expect(await licenceRemaining(subscriptionId, f1Id)).toBe(0);

      await runReclaimJob();
      const listed = (await get('/get-all-interviews', user)).json().data;
      expect(listed.find((item: { interview_id: number }) => item.interview_id === f1Id).subscription_info.remaining_tests_for_user).toBe(
        1,
      );
      const sessions = (await get('/user-sessions', user)).json().data;
      expect(sessions.map((session: { session_id: string }) => session.session_id)).toEqual([shown.session_id]);
      expect((await get(`/get-score-card/${unshown.session_id}`, user)).statusCode).toBe(404);
      // Reclaiming twice never returns more than was taken.
      await runReclaimJob();
      expect(await licenceRemaining(subscriptionId, f1Id)).toBe(1);
    });

    it('uses the test when questions are read from the list or answers taken, and never deletes answers', async () => {
      const user = await createSignedInUser(app);
      const subscriptionId = await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 3 }]);
      const listed = await startedSession(user);
      const answered = await startedSession(user);
      const completed = await startedSession(user);
      // Three ways around GET /next-question: the question list of a session, a submitted answer, completing.
      await post('/list_questions_with_answers', { interview_id: String(f1Id), session_id: listed.session_id }, user);
      const [first] = (
        await post('/list_questions_with_answers', { interview_id: String(f1Id), session_id: answered.session_id }, user)
      ).json().data;
      await post('/submit-answer', { ...answered, question_id: first.question_id, user_answer: 'My answer, kept.' }, user);
      await post('/complete_session', { session_id: completed.child_session_id }, user);

      const longAgo = new Date(Date.now() - 25 * 3600 * 1000);
      await app.database.db.update(interviewSessions).set({ createdAt: longAgo }).where(eq(interviewSessions.userId, user.id));
      await runReclaimJob();
      expect(await licenceRemaining(subscriptionId, f1Id)).toBe(0);
      const sessions = (await get('/user-sessions', user)).json().data as { session_id: string }[];
      expect(sessions.map((session) => session.session_id).sort()).toEqual(
        [listed.session_id, answered.session_id, completed.session_id].sort(),
      );
      const stored = await app.database.db.select().from(answers).where(eq(answers.attemptId, answered.child_session_id));
      expect(stored.map((row) => row.userAnswer)).toEqual(['My answer, kept.']);
    });
  });

  describe('questions and answers', () => {
    it('serves questions in order, marks the first as shown and counts down remaining questions', async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      const first = await get(`/next-question/${started.child_session_id}`, user);
      expect(first.statusCode).toBe(200);
      const data = first.json().data.data;
      expect(data).toMatchObject({ remaining_questions: 9, total_questions: 10, status: 'in progress' });
      expect(data.question_data.question).toBe('Why do you want to study in the United States?');
      expect(data.question_data.model_answer).toMatch(/University of Texas at Dallas/);
      const [attempt] = await app.database.db.select().from(attempts).where(eq(attempts.id, started.child_session_id));
      expect(attempt?.firstQuestionShownAt).toBeInstanceOf(Date);

      // Asking again without answering shows the same question, and writes nothing.
      const updates = vi.spyOn(app.database.db, 'update');
      expect((await get(`/next-question/${started.child_session_id}`, user)).json().data.data.question_id).toBe(data.question_id);
      expect(updates).not.toHaveBeenCalled();
      updates.mockRestore();
      const submitted = await post(
        '/submit-answer',
        { ...started, question_id: data.question_id, user_answer: 'I want an MS in Computer Science.' },
        user,
      );
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ status: 'success', remaining_questions: 9 });
      const second = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      expect(second.question_id).not.toBe(data.question_id);
      expect(second.remaining_questions).toBe(8);
    });

    it("stores an empty answer as 'No Idea' and keeps the first answer on a repeated submit", async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      const { question_id } = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      const empty = await post('/submit-answer', { ...started, question_id, user_answer: '   ' }, user);
      expect(empty.json().user_answer).toBe('No Idea');
      const again = await post('/submit-answer', { ...started, question_id, user_answer: 'A different answer' }, user);
      expect(again.statusCode).toBe(200);
      expect(again.json().user_answer).toBe('No Idea');
      const stored = await app.database.db.select().from(answers).where(eq(answers.attemptId, started.child_session_id));
      expect(stored.map((row) => row.userAnswer)).toEqual(['No Idea']);
    });

    it('records the optional delivery fields of the live page', async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      const { question_id } = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      await post(
        '/submit-answer',
        { ...started, question_id, user_answer: 'MS in CS', duration_seconds: 12.5, confidence: 0.91, input_method: 'typed' },
        user,
      );
      const [stored] = await app.database.db.select().from(answers).where(eq(answers.attemptId, started.child_session_id));
      expect(stored).toMatchObject({ durationSeconds: 12.5, inputMethod: 'typed' });
      expect(stored?.transcriptConfidence).toBeCloseTo(0.91);
    });

    it('rejects bad submissions without storing anything', async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      const { question_id } = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      const notInAttempt = await app.database.db.select({ id: questions.id }).from(questions).where(eq(questions.slug, 'b1b2-purpose'));
      const cases: Array<[unknown, number]> = [
        [{ ...started, user_answer: 'x' }, 400],
        [{ ...started, question_id: 'abc', user_answer: 'x' }, 400],
        [{ session_id: 'not-a-uuid', child_session_id: started.child_session_id, question_id, user_answer: 'x' }, 400],
        [{ ...started, question_id, user_answer: 'x', confidence: 3 }, 400],
        [{ ...started, question_id, user_answer: 'x', input_method: 'telepathy' }, 400],
        [{ ...started, question_id: notInAttempt[0]?.id, user_answer: 'x' }, 400],
        [{ ...started, session_id: crypto.randomUUID(), question_id, user_answer: 'x' }, 404],
      ];
      for (const [payload, status] of cases) {
        expect((await post('/submit-answer', payload, user)).statusCode).toBe(status);
      }
      expect((await post('/submit-answer', { ...started, question_id, user_answer: 'x' })).statusCode).toBe(401);
      expect(await app.database.db.select().from(answers).where(eq(answers.attemptId, started.child_session_id))).toHaveLength(0);
    });

    it('rejects answers to a completed attempt and reports it completed', async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      const { question_id } = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      const completed = await post('/complete_session', { session_id: started.child_session_id }, user);
      expect(completed.statusCode).toBe(200);
      expect((await post('/complete_session', { session_id: started.child_session_id }, user)).statusCode).toBe(200);
      const late = await post('/submit-answer', { ...started, question_id, user_answer: 'late' }, user);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(INTERVIEW_MESSAGES.alreadyExited);
      expect((await get(`/next-question/${started.child_session_id}`, user)).json().data.data).toMatchObject({
        question_data: null,
        question_id: null,
        remaining_questions: 0,
        status: 'completed',
      });
      expect((await post('/complete_session', {}, user)).statusCode).toBe(400);
    });
  });

  describe('sessions, attempts and score cards', () => {
    it('reports every Session field and the attempts rules through three attempts', async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      await get(`/next-question/${started.child_session_id}`, user);
      let [session] = (await get('/user-sessions', user)).json().data;
      expect(session).toMatchObject({
        session_id: started.session_id,
        interview_id: f1Id,
        interview_name: 'F1 Student Visa — Standard',
        status: 'in progress',
        total_questions: 10,
        answered_questions: 0,
        retrycount: 1,
        average_predicted_score: null,
        last_in_progress_child_session_id: started.child_session_id,
      });
      expect(Date.parse(session.start_date)).not.toBeNaN();

      // A retest while the attempt is in progress is refused; so is one for another interview.
      expect((await post('/retrysession', { interview_id: f1Id, session_id: started.session_id }, user)).statusCode).toBe(409);
      await answerAll(user, started);
      await post('/complete_session', { session_id: started.child_session_id }, user);
      expect((await post('/retrysession', { interview_id: b1b2Id, session_id: started.session_id }, user)).statusCode).toBe(404);

      [session] = (await get('/user-sessions', user)).json().data;
      expect(session).toMatchObject({
        status: 'completed',
        answered_questions: 10,
        retrycount: 1,
        last_in_progress_child_session_id: null,
      });

      const second = await post('/retrysession', { interview_id: f1Id, session_id: started.session_id }, user);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ session_id: started.session_id, retry_count: 2 });
      [session] = (await get('/user-sessions', user)).json().data;
      expect(session).toMatchObject({
        status: 'in progress',
        retrycount: 2,
        answered_questions: 0,
        last_in_progress_child_session_id: second.json().child_session_id,
      });
      await post('/complete_session', { session_id: second.json().child_session_id }, user);
      const third = await post('/retrysession', { interview_id: String(f1Id), session_id: started.session_id }, user);
      expect(third.json().retry_count).toBe(3);
      await post('/complete_session', { session_id: third.json().child_session_id }, user);
      const fourth = await post('/retrysession', { interview_id: f1Id, session_id: started.session_id }, user);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toBe(INTERVIEW_MESSAGES.attemptsExhausted);
      // Retests never take another test from the licence.
      const listed = (await get('/get-all-interviews', user)).json().data;
      expect(listed.find((item: { interview_id: number }) => item.interview_id === f1Id).subscription_info.remaining_tests_for_user).toBe(
        2,
      );
    });

    it('fills feedback in the background and shows it on the score card', async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      const first = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      await post(
        '/submit-answer',
        {
          ...started,
          question_id: first.question_id,
          user_answer:
            'I want to do my MS in Computer Science at the University of Texas at Dallas because of its data science track, and then return to a role in India.',
          duration_seconds: 14,
        },
        user,
      );
      const second = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      await post('/submit-answer', { ...started, question_id: second.question_id, user_answer: '' }, user);
      await post('/complete_session', { session_id: started.child_session_id }, user);

      const card = await eventually(async () => {
        const body = (await get(`/get-score-card/${started.session_id}`, user)).json();
        const scored = body.child_sessions[0].answers.slice(0, 2);
        return scored.every((answer: { feedback_status: string }) => answer.feedback_status === 'done') ? body : undefined;
      });
      expect(card).toMatchObject({ status: 'success', session_id: started.session_id, interview_name: 'F1 Student Visa — Standard' });
      const [attemptCard] = card.child_sessions;
      expect(attemptCard).toMatchObject({
        child_session_id: started.child_session_id,
        retry_count: 1,
        status: 'completed',
        total_questions: 10,
        answered_questions: 2,
      });
      const [good, noIdea, unanswered] = attemptCard.answers;
      expect(good.predicted_feedback.score).toBeGreaterThanOrEqual(6);
      expect(good.predicted_feedback.correctness.length).toBeGreaterThan(0);
      expect(good.predicted_feedback).toHaveProperty('grammar');
      expect(good.predicted_feedback).toHaveProperty('constructive_feedback');
      expect(Date.parse(good.answered_at)).not.toBeNaN();
      expect(noIdea).toMatchObject({ user_answer: 'No Idea', predicted_feedback: { score: 0 } });
      expect(unanswered).toMatchObject({
        user_answer: 'No Answer',
        predicted_feedback: null,
        answered_at: null,
        feedback_status: 'not answered',
      });
      expect(unanswered.model_answer.length).toBeGreaterThan(10);

      const [session] = (await get('/user-sessions', user)).json().data;
      expect(session.average_predicted_score).toBe((good.predicted_feedback.score + 0) / 2);

      const given = (await get(`/get-user-answers/${started.session_id}`, user)).json();
      expect(given.data).toHaveLength(2);
      expect(given.data[0]).toMatchObject({ child_session_id: started.child_session_id, retry_count: 1, question_id: first.question_id });
    });

    it('queues feedback on request for answers still without it', async () => {
      const user = await subscribedUser();
      const started = await startedSession(user);
      const { question_id } = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      await post('/submit-answer', { ...started, question_id, user_answer: 'My father is sponsoring me.' }, user);
      // Simulate feedback that was lost: back to pending, then ask for it again.
      await app.database.db
        .update(answers)
        .set({ feedbackStatus: 'pending', predictedFeedback: null, score: null })
        .where(eq(answers.attemptId, started.child_session_id));
      const response = await post('/ai/question_feed', started, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', message: INTERVIEW_MESSAGES.feedbackQueued });
      await eventually(async () => {
        const [row] = await app.database.db.select().from(answers).where(eq(answers.attemptId, started.child_session_id));
        return row?.feedbackStatus === 'done' && row.predictedFeedback ? row : undefined;
      });
      expect((await post('/ai/question_feed', { session_id: started.session_id }, user)).statusCode).toBe(400);
    });

    it('lists the question set with model answers, for an interview or for a session', async () => {
      const user = await subscribedUser(3, 'b1b2-visitor');
      const byInterview = await post('/list_questions_with_answers', { interview_id: String(b1b2Id) }, user);
      expect(byInterview.statusCode).toBe(200);
      const list = byInterview.json().data;
      expect(list).toHaveLength(10);
      expect(list[0]).toMatchObject({
        position: 1,
        question: 'What is the purpose of your trip to the United States?',
        category: 'purpose',
      });
      expect(list[0].model_answer.length).toBeGreaterThan(20);

      // Model answers are for interviews the user holds a licence for or has started, not every set.
      const noLicence = await post('/list_questions_with_answers', { interview_id: String(f1Id) }, user);
      expect(noLicence.statusCode).toBe(403);
      expect(noLicence.json().message).toBe(INTERVIEW_MESSAGES.noActiveSubscription);

      const f1User = await subscribedUser();
      const started = await startedSession(f1User);
      const bySession = await post('/list_questions_with_answers', { interview_id: String(f1Id), session_id: started.session_id }, f1User);
      expect(bySession.json().data).toHaveLength(10);
      expect(
        (await post('/list_questions_with_answers', { interview_id: String(b1b2Id), session_id: started.session_id }, f1User)).statusCode,
      ).toBe(404);
      expect((await post('/list_questions_with_answers', { interview_id: '' }, user)).json().message).toBe(
        INTERVIEW_MESSAGES.interviewIdMissing,
      );
      expect((await post('/list_questions_with_answers', { interview_id: '424242' }, user)).statusCode).toBe(404);
    });
  });

  it('documents every interview endpoint in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(
        [
          '/get-all-interviews',
          '/start-interview',
          '/user-sessions',
          '/retrysession',
          '/next-question/{child_session_id}',
          '/submit-answer',
          '/complete_session',
          '/get-user-answers/{session_id}',
          '/get-score-card/{session_id}',
          '/list_questions_with_answers',
          '/ai/question_feed',
        ].map((path) => `/api${path}`),
      ),
    );
  });

  it("never lets user B read or write user A's sessions", async () => {
    const owner = await subscribedUser();
    const started = await startedSession(owner);
    const { question_id } = (await get(`/next-question/${started.child_session_id}`, owner)).json().data.data;
    const intruder = await subscribedUser();

    const attemptsToIntrude = [
      () => get(`/next-question/${started.child_session_id}`, intruder),
      () => get(`/get-score-card/${started.session_id}`, intruder),
      () => get(`/get-user-answers/${started.session_id}`, intruder),
      () => post('/submit-answer', { ...started, question_id, user_answer: 'intrusion' }, intruder),
      () => post('/complete_session', { session_id: started.child_session_id }, intruder),
      () => post('/retrysession', { interview_id: f1Id, session_id: started.session_id }, intruder),
      () => post('/list_questions_with_answers', { interview_id: String(f1Id), session_id: started.session_id }, intruder),
      () => post('/ai/question_feed', started, intruder),
    ];
    for (const intrude of attemptsToIntrude) {
      const response = await intrude();
      expect(response.statusCode).toBe(404);
      expect(JSON.stringify(response.json())).not.toContain(started.session_id);
    }
    expect((await get('/user-sessions', intruder)).json().data).toEqual([]);
    const [attempt] = await app.database.db.select().from(attempts).where(eq(attempts.id, started.child_session_id));
    expect(attempt?.status).toBe('in progress');
    expect(await app.database.db.select().from(answers).where(eq(answers.attemptId, started.child_session_id))).toHaveLength(0);
  });

  it('resumes at the first unanswered question after a server restart', async () => {
    const user = await subscribedUser();
    const started = await startedSession(user);
    const askedBefore: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { question_id } = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      askedBefore.push(question_id);
      await post('/submit-answer', { ...started, question_id, user_answer: `answer ${index}` }, user);
    }
    app = await app.restart();
    const resumed = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
    expect(askedBefore).not.toContain(resumed.question_id);
    expect(resumed).toMatchObject({ remaining_questions: 6, total_questions: 10, status: 'in progress' });
    const [session] = (await get('/user-sessions', user)).json().data;
    expect(session).toMatchObject({ answered_questions: 3, last_in_progress_child_session_id: started.child_session_id });
  });
});
