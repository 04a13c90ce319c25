import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { copySamples, SAMPLE_RATE } from '../engine';
import { ALL_VOICES, ensureFixtures, fixtureToolsMissing } from '../fixtures/generate';
import { assertPackages, skipWithoutPackages } from '../fixtures/requirements';
import { UNSEEN_ANSWERS } from '../fixtures/unseen-answers';
import { normalizeWords, wordErrors } from '../fixtures/wer';
import { MoonshineRecognizer } from './moonshine';
import { trimQuietEdges } from './second-pass';

const missing = [await fixtureToolsMissing(ALL_VOICES)];

function samplesOf(pcm: Buffer): Int16Array {
  return trimQuietEdges(copySamples(pcm));
}

describe('Moonshine recogniser', () => {
  it('is unavailable, with the reason, when its model files are missing', async () => {
    const recognizer = new MoonshineRecognizer({ modelDir: '/nonexistent/moonshine' });
    expect(recognizer.status()).toEqual({
      available: false,
      reason: 'Moonshine model file /nonexistent/moonshine/encoder_model.onnx not found',
    });
    await expect(recognizer.transcribe(new Int16Array(SAMPLE_RATE))).rejects.toThrow('not found');
    recognizer.prepare();
    expect(recognizer.loaded).toBe(false);
  });

  it('reports a model it cannot load and stops trying', async () => {
    // Files by the right names that are no ONNX models.
    const modelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moonshine-broken-'));
    for (const file of ['encoder_model.onnx', 'decoder_model_merged.onnx']) fs.writeFileSync(path.join(modelDir, file), 'not a model');
    const recognizer = new MoonshineRecognizer({ modelDir });
    await expect(recognizer.transcribe(new Int16Array(SAMPLE_RATE))).rejects.toThrow(/Moonshine model could not be loaded/);
    expect(recognizer.status().available).toBe(false);
    await recognizer.dispose();
    fs.rmSync(modelDir, { recursive: true, force: true });
  });
});

describe.skipIf(skipWithoutPackages('Moonshine recogniser tests', missing))(
  'Moonshine recogniser on spoken answers',
  { timeout: 120_000 },
  () => {
    const recognizer = new MoonshineRecognizer({ idleMs: 300 });
    afterAll(() => recognizer.dispose());

    // Unseen sentences (in no part of any model here) in the three voices; a guard against a broken model, runtime
    // or decoding loop, not the accuracy figure (`npm run bench:speech` gives that).
    it('transcribes unseen interview answers in each voice within a WER bound, then frees the model when idle', async () => {
      assertPackages(missing);
      const pinned = UNSEEN_ANSWERS.slice(4, 8);
      for (const voice of ALL_VOICES) {
        let errors = 0;
        let words = 0;
        for (const fixture of await ensureFixtures({ voice, answers: pinned })) {
          const { text, confidence } = await recognizer.transcribe(samplesOf(fixture.pcm));
          const reference = normalizeWords(fixture.text);
          errors += wordErrors(reference, normalizeWords(text));
          words += reference.length;
          expect(confidence).toBeGreaterThan(0);
          expect(confidence).toBeLessThanOrEqual(1);
        }
        console.log(`[moonshine, unseen sentences] ${voice} WER ${((errors / words) * 100).toFixed(1)} %`);
        expect(errors / words).toBeLessThanOrEqual(0.4);
      }
      expect(recognizer.loaded).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(recognizer.loaded).toBe(false);
    });

    it('loads the model when a stream is about to need it, and frees it again when no utterance comes', async () => {
      assertPackages(missing);
      recognizer.prepare();
      expect(recognizer.loaded).toBe(true);
      await vi.waitFor(() => expect(recognizer.loaded).toBe(false), { timeout: 60_000, interval: 100 });
    });

    it('transcribes utterances of several streams at once, each to its own text', async () => {
      const fixtures = await ensureFixtures({ answers: UNSEEN_ANSWERS.slice(8, 11) });
      const texts = await Promise.all(fixtures.map((fixture) => recognizer.transcribe(samplesOf(fixture.pcm))));
      texts.forEach(({ text }, i) => {
        const fixture = fixtures[i];
        if (!fixture) throw new Error('missing fixture');
        expect(wordErrors(normalizeWords(fixture.text), normalizeWords(text)) / normalizeWords(fixture.text).length).toBeLessThanOrEqual(
          0.3,
        );
      });
    });
  },
);
