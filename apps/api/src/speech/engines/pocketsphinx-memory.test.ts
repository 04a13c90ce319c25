import { afterAll, describe, expect, it } from 'vitest';
import { ensureFixtures, type Fixture, fixtureToolsMissing } from '../fixtures/generate';
import { assertPackages, skipWithoutPackages } from '../fixtures/requirements';
import { residentMb } from '../testing/resident-memory';
import { PocketSphinxEngine } from './pocketsphinx';

const CHUNK_BYTES = 4096 * 2;
const SPEAKERS_PER_ROUND = 3;
/** The first 2 s of an answer: enough to build and use a decoder. */
const AUDIO_BYTES = 2 * 16_000 * 2;
const KEEP_SPEAKER_DECODER_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Its own file, so that nothing else in this process allocates while memory is read.
const engine = new PocketSphinxEngine({ workers: 1, keepSpeakerDecoderMs: KEEP_SPEAKER_DECODER_MS });
const missing = [engine.status().reason, await fixtureToolsMissing()];

describe.skipIf(skipWithoutPackages('PocketSphinx memory test', missing))('PocketSphinx decoder memory', { timeout: 180_000 }, () => {
  afterAll(() => engine.dispose());

  /** New speakers answer at once, each on a decoder of their own, then the decoders are freed. */
  async function roundOfNewSpeakers(round: number, pcm: Buffer): Promise<number> {
    await Promise.all(
      Array.from({ length: SPEAKERS_PER_ROUND }, async (_, i) => {
        const errors: Error[] = [];
        const stream = engine.openStream(
          { onTranscript: () => undefined, onError: (error) => errors.push(error) },
          { speaker: `round-${round}-speaker-${i}` },
        );
        for (let offset = 0; offset < pcm.length; offset += CHUNK_BYTES) stream.write(pcm.subarray(offset, offset + CHUNK_BYTES));
        await stream.finish();
        expect(errors).toEqual([]);
      }),
    );
    await sleep(KEEP_SPEAKER_DECODER_MS + 1500);
    return residentMb();
  }

  it('frees the language models with each decoder, so memory returns to its level after every round of new speakers', async () => {
    assertPackages(missing);
    const [fixture] = await ensureFixtures();
    const pcm = (fixture as Fixture).pcm.subarray(0, AUDIO_BYTES);
    const afterFirst = await roundOfNewSpeakers(0, pcm);
    let afterLast = afterFirst;
    for (let round = 1; round <= 2; round++) afterLast = await roundOfNewSpeakers(round, pcm);
    // Each decoder interpolates the stock and the domain language model (~50 MB). When the references to them
    // were not dropped, every round of three speakers kept ~150 MB for good: ~300 MB over these two rounds.
    console.log(`resident memory after the first round ${afterFirst.toFixed(0)} MB, after the third ${afterLast.toFixed(0)} MB`);
    expect(afterLast - afterFirst).toBeLessThan(120);
  });
});
