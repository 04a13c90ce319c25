import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO, BUSY_MESSAGE, CLOSE_CODES, SILENCE_MESSAGE } from '@visaready/shared/schemas/speech';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import { PocketSphinxEngine } from './engines/pocketsphinx';
import { ALL_VOICES, ensureFixtures, type Fixture, fixtureToolsMissing } from './fixtures/generate';
import { UNSEEN_ANSWERS } from './fixtures/unseen-answers';
import { assertPackages, skipWithoutPackages } from './fixtures/requirements';
import { normalizeWords, wordErrorRate, wordErrors } from './fixtures/wer';
import { connect, connectReady, listen, TEST_PUBLIC_URL, transcriptOf } from './testing/transcribe-client';

const CHUNK_BYTES = AUDIO.chunkSamples * 2;
/** 100 ms between 256 ms chunks: 2.5× real time, half the frame-rate limit even if a stall bunches frames. */
const PACE_MS = 100;

const missing = [new PocketSphinxEngine().status().reason, await fixtureToolsMissing(ALL_VOICES)];

/**
 * Streams one fixture through an open connection at 2.5× real time and returns its transcript as a client that does
 * not ask for revisions reads it: its finals joined in order, which must never carry a revision.
 */
async function transcribeOverRoute(url: string, token: string, fixture: Fixture): Promise<string> {
  const client = await connectReady(url, token);
  for (let offset = 0; offset < fixture.pcm.length; offset += CHUNK_BYTES) {
    client.send(fixture.pcm.subarray(offset, offset + CHUNK_BYTES));
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
  }
  client.send({ type: 'finish' });
  await client.closed;
  const finals = client.messages.filter((m) => m.type === 'Results' && m.is_final);
  expect(finals.filter((m) => m.type === 'Results' && m.revision)).toEqual([]);
  return finals.map((m) => (m.type === 'Results' ? m.channel?.alternatives[0]?.transcript : '')).join(' ');
}
// The engine is the same on every database; one driver is enough for the audio path.
const driver = testDrivers[0] ?? 'pglite';

describe.skipIf(skipWithoutPackages('PocketSphinx /api/transcribe tests', missing))(
  'GET /api/transcribe with PocketSphinx',
  { timeout: 180_000 },
  () => {
    let app: TestApp;
    let url: string;
    let user: TestUser;
    let fixtures: Fixture[];

    beforeAll(async () => {
      assertPackages(missing);
      fixtures = await ensureFixtures();
      app = await createTestApp(driver, { env: { PUBLIC_URL: TEST_PUBLIC_URL } });
      url = await listen(app);
      user = await createSignedInUser(app);
    }, 180_000);
    afterAll(() => app?.close());

    it('reports PocketSphinx as available in the public config', async () => {
      const response = await app.request({ method: 'GET', url: '/api/config' });
      expect(response.json().speechEngine).toEqual({ name: 'pocketsphinx', available: true });
    });

    it('turns a spoken answer streamed in 4096-sample chunks into interim results and a final transcript', async () => {
      const fixture = fixtures.find((f) => f.id === 'sponsor') as Fixture;
      // As the interview page asks: the first pass's finals at once, then the second pass's revision.
      const client = await connectReady(url, user.token, { revisions: true });
      expect(client.messages[0]).toEqual({ type: 'ready', engine: 'pocketsphinx' });
      for (let offset = 0; offset < fixture.pcm.length; offset += CHUNK_BYTES) {
        client.send(fixture.pcm.subarray(offset, offset + CHUNK_BYTES));
        await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      }
      client.send({ type: 'finish' });
      const { code } = await client.closed;

      expect(code).toBe(1000);
      expect(client.messages.at(-1)).toEqual({ type: 'finished' });
      const interims = client.messages.filter((m) => m.type === 'Results' && m.is_final === false);
      expect(interims.length).toBeGreaterThanOrEqual(2);
      // The first pass's finals come first; Moonshine's revision of the utterance follows them, before `finished`.
      const finals = client.messages.filter((m) => m.type === 'Results' && m.is_final);
      expect(finals[0]?.revision).toBeUndefined();
      expect(finals.at(-1)).toMatchObject({ revision: true });
      const transcript = transcriptOf(client.messages);
      const wer = wordErrorRate(fixture.text, transcript);
      console.log(`[route ${fixture.id}] WER ${(wer * 100).toFixed(1)} %: "${transcript}"`);
      expect(wer).toBeLessThanOrEqual(0.25);
    });

    // The first four unseen sentences (in no part of the language model), each voice one applicant, read as a client
    // that joins the finals it gets. The bound is loose on purpose: it guards against a broken model or dictionary,
    // or words sent twice to such a client; `npm run bench:speech` gives the figures.
    it('transcribes unseen interview sentences in each of the three voices within a WER bound', async () => {
      const pinned = UNSEEN_ANSWERS.slice(0, 4);
      const rates = await Promise.all(
        ALL_VOICES.map(async (voice) => {
          const applicant = await createSignedInUser(app);
          let errors = 0;
          let words = 0;
          for (const fixture of await ensureFixtures({ voice, answers: pinned })) {
            const reference = normalizeWords(fixture.text);
            errors += wordErrors(reference, normalizeWords(await transcribeOverRoute(url, applicant.token, fixture)));
            words += reference.length;
          }
          return { voice, rate: errors / words };
        }),
      );
      console.log(`[route, unseen sentences] ${rates.map(({ voice, rate }) => `${voice} ${(rate * 100).toFixed(1)} %`).join('  ')}`);
      for (const { rate } of rates) expect(rate).toBeLessThanOrEqual(0.45);
    });
  },
);

describe.skipIf(skipWithoutPackages('PocketSphinx decoder-pool tests', missing))(
  'a decoder pool nobody can hold without speaking',
  { timeout: 180_000 },
  () => {
    let app: TestApp;
    let url: string;
    let fixtures: Fixture[];
    const SILENCE = Buffer.alloc(CHUNK_BYTES, 0);

    beforeAll(async () => {
      assertPackages(missing);
      fixtures = await ensureFixtures();
      // A pool of two decoders, and silence closed after 1.5 s (20 s in production).
      app = await createTestApp(driver, {
        env: { PUBLIC_URL: TEST_PUBLIC_URL, SPEECH_WORKERS: '1', SPEECH_STREAMS_PER_WORKER: '2', SPEECH_SILENCE_TIMEOUT_MS: '1500' },
      });
      url = await listen(app);
    }, 180_000);
    afterAll(() => app?.close());

    it('closes silent streams, tells a newcomer the pool is busy meanwhile, then gives the newcomer a decoder', async () => {
      const [first, second, newcomer] = await Promise.all([createSignedInUser(app), createSignedInUser(app), createSignedInUser(app)]);
      const idle = await Promise.all([connectReady(url, first.token), connectReady(url, second.token)]);
      const keepSendingSilence = setInterval(() => {
        for (const client of idle) client.send(SILENCE);
      }, 250);
      try {
        // Every decoder is held: the newcomer hears so before `ready`, and the page can fall back to typing.
        const refused = await connect(url);
        refused.send({ type: 'auth', token: newcomer.token });
        expect((await refused.closed).code).toBe(CLOSE_CODES.engineUnavailable);
        expect(refused.messages).toEqual([{ type: 'error', message: BUSY_MESSAGE }]);

        // Streams that hear no speech are closed with their own code and message.
        for (const client of idle) {
          expect((await client.closed).code).toBe(CLOSE_CODES.silence);
          expect(client.messages.at(-1)).toEqual({ type: 'error', message: SILENCE_MESSAGE });
        }
      } finally {
        clearInterval(keepSendingSilence);
      }

      const fixture = fixtures.find((f) => f.id === 'sponsor') as Fixture;
      const client = await connectReady(url, newcomer.token);
      for (let offset = 0; offset < fixture.pcm.length; offset += CHUNK_BYTES) {
        client.send(fixture.pcm.subarray(offset, offset + CHUNK_BYTES));
        await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      }
      client.send({ type: 'finish' });
      expect((await client.closed).code).toBe(CLOSE_CODES.normal);
      expect(wordErrorRate(fixture.text, transcriptOf(client.messages))).toBeLessThanOrEqual(0.25);
    });
  },
);
