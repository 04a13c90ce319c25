import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { availableDrivers, createTestDatabase } from '../apps/api/src/testing/databases';
import { apiRequest, registerAccount } from './support/accounts';
import { startServer } from './support/server';

interface ScoreCard {
  child_sessions: { answers: { question_id: number; user_answer: string }[] }[];
}

/**
 * Crash safety: answers the server acknowledged survive `kill -9` mid-write, on the embedded database and on
 * PostgreSQL. Answers are stored before they are acknowledged, so a restart must find every one of them.
 */
describe.each(await availableDrivers())('acknowledged answers across kill -9 on %s', (driver) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('finds every acknowledged answer after a restart', async () => {
    const database = driver === 'postgres' ? await createTestDatabase('postgres') : undefined;
    if (database) cleanups.push(database.drop);
    const env: Record<string, string> = database?.target.kind === 'postgres' ? { DATABASE_URL: database.target.url } : {};
    const first = await startServer({ env });
    cleanups.push(async () => void (await first.stop('SIGKILL')));

    const account = await registerAccount(first.url);
    const api = <T>(path: string, body?: unknown) => apiRequest<T>(first.url, path, account.token, body);
    const interviews = (await api<{ data: { interview_id: number; interview_name: string }[] }>('/get-all-interviews')).data;
    const f1 = interviews.find((interview) => interview.interview_name === 'F1 Student Visa — Standard');
    if (!f1) throw new Error('F1 interview missing');
    const started = await api<{ session_id: string; child_session_id: string }>('/start-interview', { interview_id: f1.interview_id });
    const questions = (
      await api<{ data: { question_id: number }[] }>('/list_questions_with_answers', {
        interview_id: String(f1.interview_id),
        session_id: started.session_id,
      })
    ).data;

    // Every answer sent at once; the server is killed as soon as a few have been acknowledged.
    const acknowledged: { questionId: number; text: string }[] = [];
    let enough: () => void = () => undefined;
    const fewAcknowledged = new Promise<void>((resolve) => (enough = resolve));
    const writes = questions.map(async ({ question_id }, i) => {
      const text = `Answer ${i} ${crypto.randomBytes(4).toString('hex')}: I will study data science at Purdue.`;
      try {
        const response = await fetch(`${first.url}/api/submit-answer`, {
          method: 'POST',
          headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...started, question_id, user_answer: text, duration_seconds: 6 }),
        });
        if (response.status === 200) acknowledged.push({ questionId: question_id, text });
      } catch {
        // Cut off by the kill: not acknowledged, so nothing is owed.
      }
      if (acknowledged.length >= 3) enough();
    });
    await Promise.race([fewAcknowledged, Promise.all(writes)]);
    await first.stop('SIGKILL');
    await Promise.all(writes);
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);

    const second = await startServer({ env, dataDir: first.dataDir });
    cleanups.push(async () => void (await second.stop()));
    const card = await apiRequest<ScoreCard>(second.url, `/get-score-card/${started.session_id}`, account.token);
    const stored = new Map(card.child_sessions[0]!.answers.map((answer) => [answer.question_id, answer.user_answer]));
    for (const { questionId, text } of acknowledged) expect(stored.get(questionId), `question ${questionId}`).toBe(text);
  }, 240_000);
});
