import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, SPEECH_LIMITS } from '@visaready/shared/schemas/speech';
import { insertResetToken } from '../accounts/repository';
import { newResetToken } from '../accounts/reset-tokens';
import { availableDrivers } from '../testing/databases';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';
import { createProcessPair } from '../testing/test-app';
import { TOKEN_RECHECK_MS } from './transcribe-session';
import { FAKE_DEEPGRAM_API_KEY, FakeDeepgram } from './testing/fake-deepgram';
import { connect, connectReady, listen, TEST_PUBLIC_URL, type TranscribeClient } from './testing/transcribe-client';

const postgres = (await availableDrivers()).includes('postgres');
const redisUp = await redisAvailable();

/**
 * Two processes on one PostgreSQL and Redis, each serving /api/transcribe (behind the Deepgram relay, pointed at a
 * local fake, so no Debian packages are needed): what one process does to a user reaches the streams on the other.
 */
describe.skipIf(!postgres || !redisUp)('transcription streams across processes sharing Redis', () => {
  const deepgram = new FakeDeepgram();
  let pair: Awaited<ReturnType<typeof createProcessPair>>;
  let urls: [string, string];

  beforeAll(async () => {
    const deepgramUrl = await deepgram.start();
    pair = await createProcessPair({
      startJobs: false,
      env: { REDIS_URL: TEST_REDIS_URL, PUBLIC_URL: TEST_PUBLIC_URL, DEEPGRAM_API_KEY: FAKE_DEEPGRAM_API_KEY, DEEPGRAM_URL: deepgramUrl },
    });
    urls = [await listen(pair.apps[0]), await listen(pair.apps[1])];
  });
  afterAll(async () => {
    await pair?.close();
    await deepgram.stop();
  });

  /** A stream held on the second process; resolves with how it closed and how long after `action` on the first. */
  async function closedByFirstProcess(user: TestUser, action: () => Promise<{ statusCode: number }>) {
    const client = await connectReady(urls[1], user.token);
    const startedAt = Date.now();
    expect((await action()).statusCode).toBe(200);
    const { code, reason } = await client.closed;
    return { code, reason, elapsedMs: Date.now() - startedAt };
  }

  it('closes the stream at once when the user signs out on another process', async () => {
    const user = await createSignedInUser(pair.apps[0]);
    const closed = await closedByFirstProcess(user, () => pair.apps[0].request({ method: 'POST', url: '/api/logout', headers: user.auth }));
    expect(closed).toMatchObject({ code: CLOSE_CODES.unauthorized, reason: 'Signed out' });
    // The notice, not the periodic token re-check.
    expect(closed.elapsedMs).toBeLessThan(TOKEN_RECHECK_MS / 3);
  });

  it('closes the stream at once when the password is changed on another process', async () => {
    // A Google account (sso) sets a password without the old one.
    const user = await createSignedInUser(pair.apps[0], { sso: 1 });
    const closed = await closedByFirstProcess(user, () =>
      pair.apps[0].request({
        method: 'POST',
        url: '/api/change-password',
        headers: user.auth,
        payload: { new_password: 'Fresh-Passw0rd!' },
      }),
    );
    expect(closed).toMatchObject({ code: CLOSE_CODES.unauthorized, reason: 'Signed out' });
    expect(closed.elapsedMs).toBeLessThan(TOKEN_RECHECK_MS / 3);
  });

  it('closes the stream at once when the password is reset on another process', async () => {
    const user = await createSignedInUser(pair.apps[0]);
    // The link as the e-mail would carry it (the e-mail itself is the accounts tests' subject).
    const { token, tokenHash } = newResetToken();
    await insertResetToken(pair.apps[0].database.db, { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + 3_600_000) });
    const closed = await closedByFirstProcess(user, () =>
      pair.apps[0].request({ method: 'POST', url: '/api/reset-password', payload: { token, new_password: 'Fresh-Passw0rd!' } }),
    );
    expect(closed).toMatchObject({ code: CLOSE_CODES.unauthorized, reason: 'Signed out' });
    expect(closed.elapsedMs).toBeLessThan(TOKEN_RECHECK_MS / 3);
  });

  it(`holds a user to ${SPEECH_LIMITS.maxStreamsPerUser} streams over both processes together`, async () => {
    const user = await createSignedInUser(pair.apps[0]);
    const open: TranscribeClient[] = [];
    for (let i = 0; i < SPEECH_LIMITS.maxStreamsPerUser; i++) open.push(await connectReady(urls[0], user.token));
    const refused = await connect(urls[1]);
    refused.send({ type: 'auth', token: user.token });
    expect((await refused.closed).code).toBe(CLOSE_CODES.tooManyStreams);

    // A stream closed on the first process frees its slot for the second.
    open[0]?.socket.close();
    await open[0]?.closed;
    let replacement: TranscribeClient | undefined;
    for (let attempt = 0; !replacement && attempt < 20; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      replacement = await connectReady(urls[1], user.token).catch(() => undefined);
    }
    expect(replacement).toBeDefined();
    for (const client of [...open.slice(1), replacement]) client?.socket.close();
  });
});
