import { EN_CATALOGUE, renderFeedback } from '@visaready/scoring';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answers } from '../db/schema';
import { eventually, giveSubscription } from '../interviews/testing';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import { type FakeChatServer, INVALID_JSON_MARKER, startFakeChatServer } from './testing';

interface Started {
  session_id: string;
  child_session_id: string;
}

describe.each(testDrivers)('answer feedback on %s', (driver) => {
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

  const get = (url: string, user?: TestUser) => app.request({ method: 'GET', url: `/api${url}`, headers: user?.auth });
  const post = (url: string, payload: unknown, user: TestUser) =>
    app.request({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: user.auth });

  async function startedSession(): Promise<{ user: TestUser; started: Started }> {
    const user = await createSignedInUser(app);
    await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 3 }]);
    const response = await post('/start-interview', { interview_id: await f1Id(user) }, user);
    expect(response.statusCode).toBe(200);
    return { user, started: response.json() };
  }

  async function f1Id(user: TestUser): Promise<number> {
    const list = (await get('/get-all-interviews', user)).json().data as Array<{ interview_id: number; interview_name: string }>;
    const f1 = list.find((interview) => interview.interview_name.startsWith('F1'));
    if (!f1) throw new Error('F1 interview not listed');
    return f1.interview_id;
  }

  /** Answers the next questions in order with the given texts; returns their question ids. */
  async function answer(user: TestUser, started: Started, texts: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const text of texts) {
      const next = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
      const response = await post(
        '/submit-answer',
        { ...started, question_id: next.question_id, user_answer: text, duration_seconds: 6 },
        user,
      );
      expect(response.statusCode).toBe(200);
      ids.push(next.question_id);
    }
    return ids;
  }

  const scoreCard = async (user: TestUser, started: Started) => (await get(`/get-score-card/${started.session_id}`, user)).json();

  it('stores the configured model’s feedback for a submitted answer within seconds', async () => {
    const { user, started } = await startedSession();
    await answer(user, started, ['I am going to the University of Texas at Dallas for my MS in Computer Science.']);

    const scored = await vi.waitFor(
      async () => {
        const [first] = (await scoreCard(user, started)).child_sessions[0].answers;
        if (first.feedback_status !== 'done') throw new Error('not scored yet');
        return first;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(scored).toMatchObject({
      scored_by: 'llm:fake-model',
      predicted_feedback: { score: 7, correctness: expect.stringContaining('From the fake model') },
    });
    // Details always come from the local engine, whichever engine wrote the texts.
    expect(scored.feedback_details).toMatchObject({ assessable: true, delivery: { word_count: 16, duration_seconds: 6 } });
    expect(scored.feedback_details.key_points_covered.length + scored.feedback_details.key_points_missed.length).toBeGreaterThan(0);
    // The local engine's messages would render its own texts, not the model's, so none are sent.
    expect(scored.feedback_details.messages).toBeNull();
    expect(fake.requests.some((request) => request.model === 'fake-model' && request.temperature === 0)).toBe(true);

    const [session] = (await get('/user-sessions', user)).json().data;
    expect(session.average_predicted_score).toBe(7);
  });

  it('a flood of submits is limited per user and queues at most one waiting scoring job per attempt', async () => {
    const { user, started } = await startedSession();
    const next = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await post('/submit-answer', { ...started, question_id: next.question_id, user_answer: `answer ${i}` }, user);
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    const { rows } = await app.database.executor.executeSql(
      "SELECT count(*) AS count FROM pgboss.job WHERE name = 'score-answers' AND singleton_key = $1",
      [started.child_session_id],
    );
    const queued = Number((rows[0] as { count: string | number }).count);
    // Without one-job-per-attempt every accepted submit would have queued its own job (30).
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(queued).toBeLessThanOrEqual(5);
  });

  it('gives a typed answer no speaking pace, however quickly it was sent', async () => {
    const { user, started } = await startedSession();
    const next = (await get(`/next-question/${started.child_session_id}`, user)).json().data.data;
    const typed = 'I chose the University of Texas at Dallas for its MS in Computer Science and its data science track.';
    const response = await post(
      '/submit-answer',
      { ...started, question_id: next.question_id, user_answer: typed, input_method: 'typed', duration_seconds: 1 },
      user,
    );
    expect(response.statusCode).toBe(200);
    const scored = await eventually(async () => {
      const [first] = (await scoreCard(user, started)).child_sessions[0].answers;
      return first.feedback_status === 'done' ? first : undefined;
    });
    expect(scored.feedback_details.delivery).toMatchObject({ duration_seconds: null, words_per_minute: null, pace: 'unknown' });
  });

  it('falls back to the local engine when the model returns invalid JSON, with grammar spans into the answer', async () => {
    const { user, started } = await startedSession();
    const text = `I want to study computer science in the US because the labs are strong and my father are supporting me ${INVALID_JSON_MARKER}`;
    await answer(user, started, [text]);
    const scored = await eventually(async () => {
      const [first] = (await scoreCard(user, started)).child_sessions[0].answers;
      return first.feedback_status === 'done' ? first : undefined;
    });
    expect(scored.scored_by).toBe('local');
    expect(scored.predicted_feedback.correctness).not.toContain('fake model');
    const [issue] = scored.feedback_details.grammar_issues;
    expect(text.slice(issue.start, issue.end)).toBe(issue.text);
    expect(issue.text.toLowerCase()).toContain('are');
    expect(issue.suggestion.length).toBeGreaterThan(0);
    // The same feedback as message keys renders, in English, exactly the texts sent beside it (issue 18).
    expect(renderFeedback(scored.feedback_details.messages, EN_CATALOGUE)).toEqual({
      correctness: scored.predicted_feedback.correctness,
      grammar: scored.predicted_feedback.grammar,
      constructive_feedback: scored.predicted_feedback.constructive_feedback,
    });
    expect(issue.message_id).toEqual(expect.any(String));
  });

  it('flags facts stated differently across the answers of a completed attempt', async () => {
    const { user, started } = await startedSession();
    const [first, , third] = await answer(user, started, [
      'I am going to the University of Texas at Dallas.',
      'My father is sponsoring my education.',
      'I chose Arizona State University because of its research labs.',
    ]);
    expect((await post('/complete_session', { session_id: started.child_session_id }, user)).statusCode).toBe(200);
    const attempt = await eventually(async () => {
      const [child] = (await scoreCard(user, started)).child_sessions;
      return child.consistency_flags.length > 0 ? child : undefined;
    });
    expect(attempt.consistency_flags).toEqual([
      { fact: 'university', values: ['university of texas at dallas', 'arizona state university'], question_ids: [first, third] },
    ]);
  });

  it('charts scores over attempts per interview and per category, for the owner only', async () => {
    const { user, started } = await startedSession();
    await answer(user, started, ['I will study MS in Computer Science at UT Dallas.', 'My father is sponsoring me.']);
    await post('/complete_session', { session_id: started.child_session_id }, user);
    const retry = (await post('/retrysession', { interview_id: await f1Id(user), session_id: started.session_id }, user)).json();
    const second = { session_id: retry.session_id, child_session_id: retry.child_session_id };
    await answer(user, second, ['I am going to UT Dallas for Computer Science, starting Fall 2025.']);
    await post('/complete_session', { session_id: second.child_session_id }, user);

    const progress = await eventually(async () => {
      const body = (await get('/progress', user)).json();
      const attempts = body.data[0]?.attempts ?? [];
      return attempts.length === 2 && attempts[0].scored_answers === 2 ? body : undefined;
    });
    expect(progress.status).toBe('success');
    expect(progress.data).toHaveLength(1);
    const [interview] = progress.data;
    expect(interview.interview_name).toMatch(/^F1/);
    expect(
      interview.attempts.map((attempt: { test_number: number; retry_count: number }) => [attempt.test_number, attempt.retry_count]),
    ).toEqual([
      [1, 1],
      [1, 2],
    ]);
    const stored = await app.database.db
      .select({ score: answers.score })
      .from(answers)
      .where(eq(answers.attemptId, started.child_session_id));
    const mean = stored.reduce((sum, row) => sum + (row.score ?? 0), 0) / stored.length;
    expect(interview.attempts[0].average_score).toBeCloseTo(mean, 1);
    expect(interview.categories.length).toBeGreaterThan(0);
    for (const category of interview.categories) expect(category.scores).toHaveLength(2);

    const stranger = await createSignedInUser(app);
    expect((await get('/progress', stranger)).json()).toEqual({ status: 'success', data: [], practice: { days: [], categories: [] } });
    expect((await get('/progress')).statusCode).toBe(401);
  });

  it('finishes queued feedback jobs after a restart', async () => {
    const { user, started } = await startedSession();
    // Workers off: the submitted answer's job waits in the queue, as it would if the server went down now.
    await app.deps.jobs.stop();
    await answer(user, started, ['I will study MS in Computer Science at UT Dallas.']);
    const [waiting] = (await scoreCard(user, started)).child_sessions[0].answers;
    expect(waiting.feedback_status).toBe('pending');

    app = await app.restart();
    const scored = await eventually(async () => {
      const [first] = (await scoreCard(user, started)).child_sessions[0].answers;
      return first.feedback_status === 'done' ? first : undefined;
    });
    expect(scored.predicted_feedback.score).toBe(7);
  });
});
