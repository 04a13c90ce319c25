import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, SPEECH_LIMITS } from '@visaready/shared/schemas/speech';
import { createTokenService } from '../accounts/tokens';
import { users } from '../db/schema';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import type { SpeechEngine } from './engine';
import { PocketSphinxEngine } from './engines/pocketsphinx';
import { FAKE_DEEPGRAM_API_KEY, FakeDeepgram } from './testing/fake-deepgram';
import { TOKEN_RECHECK_MS } from './transcribe-session';
import { connect, connectReady, listen, TEST_PUBLIC_URL, transcriptOf } from './testing/transcribe-client';

const JWT_SECRET = 'speech-tests-secret-of-at-least-32-characters';
/** One browser chunk: 4096 samples of s16le. */
const CHUNK = Buffer.alloc(8192, 1);

// The route behind the Deepgram relay (pointed at a local fake Deepgram), so these tests need no Debian packages.
describe.each(testDrivers)('GET /api/transcribe on %s', (driver) => {
  const deepgram = new FakeDeepgram();
  let app: TestApp;
  let url: string;
  let user: TestUser;

  beforeAll(async () => {
    const deepgramUrl = await deepgram.start();
    app = await createTestApp(driver, {
      env: { PUBLIC_URL: TEST_PUBLIC_URL, JWT_SECRET, DEEPGRAM_API_KEY: FAKE_DEEPGRAM_API_KEY, DEEPGRAM_URL: deepgramUrl },
    });
    url = await listen(app);
  });
  afterAll(async () => {
    await app?.close();
    await deepgram.stop();
  });
  afterEach(() => {
    deepgram.sessions.length = 0;
  });

  beforeAll(async () => {
    user = await createSignedInUser(app);
  });

  it('reports the Deepgram relay in the public config', async () => {
    const response = await app.request({ method: 'GET', url: '/api/config' });
    expect(response.json().speechEngine).toEqual({ name: 'deepgram', available: true });
  });

  it('relays audio to Deepgram and its interim and final results back, then closes normally on finish', async () => {
    const client = await connectReady(url, user.token);
    expect(client.messages[0]).toEqual({ type: 'ready', engine: 'deepgram' });
    for (let i = 0; i < 4; i++) client.send(CHUNK);
    await client.waitForMessage((m) => m.type === 'Results' && m.is_final === false);
    client.send({ type: 'finish' });
    const { code } = await client.closed;

    expect(code).toBe(CLOSE_CODES.normal);
    const interim = client.messages.find((m) => m.type === 'Results' && !m.is_final);
    expect(interim).toMatchObject({ channel: { alternatives: [{ transcript: 'i want to', confidence: 0.98 }] } });
    expect(transcriptOf(client.messages)).toBe('I want to study.');
    expect(client.messages.at(-1)).toEqual({ type: 'finished' });
    // The fake saw every byte, the key in the Authorization header, and the end of the stream.
    expect(deepgram.sessions).toHaveLength(1);
    expect(deepgram.sessions[0]?.audioBytes).toBe(4 * CHUNK.length);
    expect(deepgram.sessions[0]?.control).toContain('CloseStream');
    // The key never reaches the browser.
    expect(JSON.stringify(client.messages)).not.toContain(FAKE_DEEPGRAM_API_KEY);
  });

  it('keeps audio sent between the auth message and ready', async () => {
    const client = await connect(url);
    client.send({ type: 'auth', token: user.token });
    client.send(CHUNK);
    client.send(CHUNK);
    await client.waitForMessage((m) => m.type === 'ready');
    client.send({ type: 'finish' });
    expect((await client.closed).code).toBe(CLOSE_CODES.normal);
    expect(deepgram.sessions[0]?.audioBytes).toBe(2 * CHUNK.length);
  });

  it.each([
    ['a missing token', { type: 'auth' }],
    ['an empty token', { type: 'auth', token: '' }],
    ['an invalid token', { type: 'auth', token: 'not-a-token' }],
    ['audio instead of the auth message', CHUNK],
  ])('refuses %s with 4401', async (_name, first) => {
    const client = await connect(url);
    client.send(first);
    expect((await client.closed).code).toBe(CLOSE_CODES.unauthorized);
    expect(client.messages.some((m) => m.type === 'ready')).toBe(false);
    expect(deepgram.sessions).toHaveLength(0);
  });

  it('refuses an expired token', async () => {
    const expired = await createTokenService(JWT_SECRET, -60).issue(user.id, 0);
    const client = await connect(url);
    client.send({ type: 'auth', token: expired.token });
    expect((await client.closed).code).toBe(CLOSE_CODES.unauthorized);
  });

  it('refuses a token revoked by signing out, and closes an open stream at sign-out', async () => {
    const other = await createSignedInUser(app);
    const client = await connectReady(url, other.token);
    const signedOutAt = Date.now();
    const signOut = await app.request({ method: 'POST', url: '/api/logout', headers: other.auth });
    expect(signOut.statusCode).toBe(200);
    // At once, not at the next periodic token check (TOKEN_RECHECK_MS).
    const { code, reason } = await client.closed;
    expect(code).toBe(CLOSE_CODES.unauthorized);
    expect(reason).toBe('Signed out');
    expect(Date.now() - signedOutAt).toBeLessThan(TOKEN_RECHECK_MS / 3);
    expect(client.messages.some((m) => m.type === 'finished')).toBe(false);

    const again = await connect(url);
    again.send({ type: 'auth', token: other.token });
    expect((await again.closed).code).toBe(CLOSE_CODES.unauthorized);
  });

  it('closes an open stream at once when the password is changed elsewhere', async () => {
    // A Google account (sso) sets a password without the old one.
    const other = await createSignedInUser(app, { sso: 1 });
    const client = await connectReady(url, other.token);
    const changedAt = Date.now();
    const changed = await app.request({
      method: 'POST',
      url: '/api/change-password',
      headers: other.auth,
      payload: { new_password: 'Fresh-Passw0rd!' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await client.closed).reason).toBe('Signed out');
    expect(Date.now() - changedAt).toBeLessThan(TOKEN_RECHECK_MS / 3);
  });

  it('closes the stream when the token expires', async () => {
    const shortLived = await createTokenService(JWT_SECRET, 4).issue(user.id, 0);
    const client = await connectReady(url, shortLived.token);
    const { code, reason } = await client.closed;
    expect(code).toBe(CLOSE_CODES.unauthorized);
    expect(reason).toBe('Session expired');
  });

  it('closes a socket that never authenticates after the auth timeout', async () => {
    const client = await connect(url);
    const started = Date.now();
    const { code, reason } = await client.closed;
    expect(code).toBe(CLOSE_CODES.unauthorized);
    expect(reason).toBe('Authentication timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SPEECH_LIMITS.authTimeoutMs - 100);
  });

  it.each([
    ['a foreign Origin', 'https://evil.example'],
    ['no Origin', null],
  ])('refuses %s with 4403', async (_name, origin) => {
    const client = await connect(url, { origin });
    client.send({ type: 'auth', token: user.token });
    expect((await client.closed).code).toBe(CLOSE_CODES.forbiddenOrigin);
    expect(deepgram.sessions).toHaveLength(0);
  });

  it('closes with 1009 on a frame over the size limit', async () => {
    const client = await connectReady(url, user.token);
    client.send(Buffer.alloc(SPEECH_LIMITS.maxFrameBytes + 2));
    expect((await client.closed).code).toBe(CLOSE_CODES.frameTooLarge);
  });

  it('closes with 4408 on a flood of frames', async () => {
    const client = await connectReady(url, user.token);
    for (let i = 0; i < SPEECH_LIMITS.maxFrameBurst + SPEECH_LIMITS.maxFramesPerSecond * 2; i++) client.send(CHUNK);
    expect((await client.closed).code).toBe(CLOSE_CODES.rateExceeded);
  });

  it('closes with 4400 on an unknown control message', async () => {
    const client = await connectReady(url, user.token);
    client.send({ type: 'CloseStream' });
    expect((await client.closed).code).toBe(CLOSE_CODES.protocolError);
  });

  it(`allows ${SPEECH_LIMITS.maxStreamsPerUser} concurrent streams per user, refuses one more, and frees the slot on close`, async () => {
    const owner = await createSignedInUser(app);
    const open = [];
    for (let i = 0; i < SPEECH_LIMITS.maxStreamsPerUser; i++) open.push(await connectReady(url, owner.token));
    const extra = await connect(url);
    extra.send({ type: 'auth', token: owner.token });
    expect((await extra.closed).code).toBe(CLOSE_CODES.tooManyStreams);
    // Another user is not affected.
    const someoneElse = await connectReady(url, user.token);

    const first = open[0];
    first?.socket.close();
    await first?.closed;
    // The server frees the slot when it sees the close; poll rather than guess how long that takes.
    let replacement: Awaited<ReturnType<typeof connectReady>> | undefined;
    for (let attempt = 0; !replacement && attempt < 20; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      replacement = await connectReady(url, owner.token).catch(() => undefined);
    }
    expect(replacement).toBeDefined();
    for (const client of [...open.slice(1), someoneElse, replacement]) client?.socket.close();
  });

  it('refuses with 4503 and a message when the engine cannot run, so the client falls back', async () => {
    const configured = app.deps.speech;
    const unavailable: SpeechEngine = new PocketSphinxEngine({ libraries: { pocketsphinx: '/nonexistent/libpocketsphinx.so.3' } });
    app.deps.speech = unavailable;
    try {
      const client = await connect(url);
      client.send({ type: 'auth', token: user.token });
      expect((await client.closed).code).toBe(CLOSE_CODES.engineUnavailable);
      expect(client.messages).toEqual([{ type: 'error', message: expect.stringContaining('libpocketsphinx') }]);
    } finally {
      app.deps.speech = configured;
    }
  });

  it('refuses a token revoked by a password change (token version bumped)', async () => {
    const revoked = await createSignedInUser(app);
    await app.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, revoked.id));
    const client = await connect(url);
    client.send({ type: 'auth', token: revoked.token });
    expect((await client.closed).code).toBe(CLOSE_CODES.unauthorized);
  });
});
