import { describe, expect, it, vi } from 'vitest';
import {
  copySamples,
  SAMPLE_RATE,
  SampleAssembler,
  type SpeechEngine,
  type SpeechStream,
  type StreamOptions,
  type TranscriptHandlers,
  type TranscriptMessage,
  transcriptMessage,
} from '../engine';
import type { Transcription, UtteranceRecognizer } from './moonshine';
import { tidyTranscript } from './moonshine';
import { SecondPassEngine, trimQuietEdges } from './second-pass';

/** A first pass that gives the finals the test scripts, when the test says, over the audio written so far. */
class ScriptedFirstPass implements SpeechEngine {
  readonly name = 'pocketsphinx' as const;
  handlers: TranscriptHandlers | undefined;
  written = 0;
  finishes = 0;
  status() {
    return { available: true };
  }
  openStream(handlers: TranscriptHandlers): SpeechStream {
    this.handlers = handlers;
    return {
      write: (pcm) => {
        this.written += pcm.length / 2;
      },
      finish: async () => {
        this.finishes++;
      },
      close: () => {},
    };
  }
  final(start: number, end: number, transcript: string): void {
    this.handlers?.onTranscript(
      transcriptMessage({ isFinal: true, speechFinal: true, start, duration: end - start, transcript, confidence: 0.5 }),
    );
  }
  interim(start: number, end: number, transcript: string): void {
    this.handlers?.onTranscript(
      transcriptMessage({ isFinal: false, speechFinal: false, start, duration: end - start, transcript, confidence: 0.5 }),
    );
  }
  async dispose() {}
}

/** Hears how long the audio it is given is, and says so; or fails, or runs away, when told to. */
class FakeRecognizer implements UtteranceRecognizer {
  heard: number[] = [];
  /** The first pass's words given with each utterance. */
  hints: string[][] = [];
  mode: 'ok' | 'fail' | 'runaway' | 'silent' = 'ok';
  prepared = 0;
  status() {
    return { available: true };
  }
  prepare() {
    this.prepared++;
  }
  async transcribe(samples: Int16Array, heardWords: readonly string[] = []): Promise<Transcription> {
    this.heard.push(samples.length / SAMPLE_RATE);
    this.hints.push([...heardWords]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.mode === 'fail') throw new Error('model crashed');
    if (this.mode === 'silent') return { text: '', confidence: 0 };
    if (this.mode === 'runaway') return { text: 'again '.repeat(200), confidence: 0.2 };
    return { text: `Heard ${samples.length / SAMPLE_RATE} s.`, confidence: 0.9 };
  }
  async dispose() {}
}

/** A loud tone: speech, as far as the quiet-edge trimming can tell. */
function tone(seconds: number, amplitude = 8000): Buffer {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE));
  return Buffer.from(samples.buffer);
}

function silence(seconds: number): Buffer {
  return Buffer.alloc(Math.round(seconds * SAMPLE_RATE) * 2);
}

function setup(options: StreamOptions = { revisions: true }) {
  const firstPass = new ScriptedFirstPass();
  const recognizer = new FakeRecognizer();
  const failures: Error[] = [];
  const engine = new SecondPassEngine(firstPass, recognizer, (error) => failures.push(error));
  const messages: TranscriptMessage[] = [];
  const stream = engine.openStream({ onTranscript: (message) => messages.push(message), onError: () => {} }, options);
  return { firstPass, recognizer, failures, messages, stream };
}

describe('second pass over each utterance', () => {
  it('has the recogniser load its model as a stream opens, while the applicant is still speaking', () => {
    const { recognizer } = setup();
    expect(recognizer.prepared).toBe(1);
  });

  it("passes the first pass's finals on at once and revises each utterance whole once heard", async () => {
    const { firstPass, recognizer, messages, stream } = setup();
    stream.write(tone(3));
    firstPass.final(0, 1.5, 'my father');
    firstPass.final(1.5, 3, 'is sponsor in');
    // Both first-pass finals are out before any revision.
    expect(messages.map((m) => m.channel.alternatives[0]?.transcript)).toEqual(['my father', 'is sponsor in']);
    await stream.finish();
    const revisions = messages.filter((m) => m.revision);
    // The second final extends the utterance, so the whole is revised once, covering both finals.
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      is_final: true,
      start: 0,
      duration: 3,
      channel: { alternatives: [{ transcript: 'Heard 3 s.', confidence: 0.9 }] },
    });
    expect(recognizer.heard).toEqual([3]);
    // The recogniser is told what the first pass heard in that audio, to break its ties.
    expect(recognizer.hints).toEqual([['my', 'father', 'is', 'sponsor', 'in']]);
    expect(firstPass.finishes).toBe(1);
  });

  it('revises finals apart by more than a sentence pause separately, and the same sentence across a short pause together', async () => {
    const { firstPass, recognizer, messages, stream } = setup();
    stream.write(Buffer.concat([tone(2), silence(0.5), tone(2), silence(3), tone(1)]));
    firstPass.final(0, 2, 'one');
    firstPass.final(2.5, 5, 'two');
    firstPass.final(7.3, 8.5, 'three');
    await stream.finish();
    const revisions = messages.filter((m) => m.revision).map((m) => [m.start, m.start + m.duration]);
    expect(revisions).toEqual([
      [0, 5],
      [7.3, 8.5],
    ]);
    // Each stretch of speech is heard once, with the first pass's words of that stretch alone.
    expect(recognizer.heard).toHaveLength(2);
    expect(recognizer.hints).toEqual([['one', 'two'], ['three']]);
  });

  it('revises an utterance once a sentence pause of audio has followed its last final, without waiting for the end', async () => {
    const { firstPass, messages, stream } = setup();
    stream.write(tone(2));
    firstPass.final(0, 2, 'my words');
    stream.write(silence(0.5));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(messages.filter((m) => m.revision)).toEqual([]);
    stream.write(silence(0.6));
    await vi.waitFor(() => expect(messages.filter((m) => m.revision)).toHaveLength(1));
  });

  it('waits while the speaker goes on past a pause, and revises the whole sentence once they stop', async () => {
    const { firstPass, recognizer, messages, stream } = setup();
    stream.write(tone(2));
    firstPass.final(0, 2, 'i want to study');
    // A long phrase follows: no final for 2.5 s, only interims.
    for (let second = 2; second < 4.5; second += 0.5) {
      stream.write(tone(0.5));
      firstPass.interim(2, second + 0.5, 'computer science at');
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(messages.filter((m) => m.revision)).toEqual([]);
    firstPass.final(2, 4.6, 'computer science at dallas');
    stream.write(silence(1.2));
    await vi.waitFor(() => expect(messages.filter((m) => m.revision)).toHaveLength(1));
    expect(messages.find((m) => m.revision)).toMatchObject({ start: 0, duration: 4.6 });
    expect(recognizer.heard).toHaveLength(1);
  });

  it("keeps the first pass's words when the recogniser fails, hears nothing or runs away", async () => {
    for (const mode of ['fail', 'silent', 'runaway'] as const) {
      const { firstPass, recognizer, failures, messages, stream } = setup();
      recognizer.mode = mode;
      stream.write(tone(2));
      firstPass.final(0, 2, 'my words');
      await stream.finish();
      expect(messages.filter((m) => m.revision)).toEqual([]);
      expect(failures).toHaveLength(mode === 'fail' ? 1 : 0);
    }
  });

  it('sends nothing more once the stream is closed', async () => {
    const { firstPass, messages, stream } = setup();
    stream.write(tone(2));
    firstPass.final(0, 2, 'my words');
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(messages.filter((m) => m.revision)).toEqual([]);
  });

  it('leaves the stream to the first pass alone when the recogniser cannot run', async () => {
    const firstPass = new ScriptedFirstPass();
    const recognizer = new FakeRecognizer();
    recognizer.status = () => ({ available: false, reason: 'no model' });
    const messages: TranscriptMessage[] = [];
    const stream = new SecondPassEngine(firstPass, recognizer).openStream({ onTranscript: (m) => messages.push(m), onError: () => {} });
    stream.write(tone(1));
    firstPass.final(0, 1, 'words');
    await stream.finish();
    expect(messages).toHaveLength(1);
    expect(recognizer.heard).toEqual([]);
  });
});

describe('second pass for a client that simply joins the finals it gets (no `revisions`)', () => {
  const texts = (messages: TranscriptMessage[], final: boolean) =>
    messages.filter((m) => m.is_final === final).map((m) => m.channel.alternatives[0]?.transcript);

  it("sends the first pass's words as interims and one final per utterance with the revised text, never the same words twice", async () => {
    const { firstPass, messages, stream } = setup({});
    stream.write(Buffer.concat([tone(2), silence(0.5), tone(2), silence(3), tone(1)]));
    firstPass.interim(0, 1, 'my');
    firstPass.final(0, 2, 'my father');
    firstPass.interim(2.5, 3.5, 'is');
    firstPass.final(2.5, 5, 'is sponsor in');
    firstPass.final(7.3, 8.5, 'me');
    await stream.finish();
    // Each utterance's words so far, growing as the first pass hears them; none of them final.
    expect(texts(messages, false)).toEqual(['my', 'my father', 'my father is', 'my father is sponsor in', 'me']);
    expect(messages.some((m) => m.revision)).toBe(false);
    // The recogniser's text of each utterance (it says how long the audio it heard was).
    expect(texts(messages, true)).toEqual([expect.stringMatching(/^Heard 4\.\d+ s\.$/), expect.stringMatching(/^Heard 1\.\d+ s\.$/)]);
    expect(messages.filter((m) => m.is_final).map((m) => [m.start, m.start + m.duration])).toEqual([
      [0, 5],
      [7.3, 8.5],
    ]);
  });

  it("sends the first pass's words as the final when the recogniser fails, hears nothing or runs away", async () => {
    for (const mode of ['fail', 'silent', 'runaway'] as const) {
      const { firstPass, recognizer, messages, stream } = setup({});
      recognizer.mode = mode;
      stream.write(tone(2));
      firstPass.final(0, 1, 'my words');
      firstPass.final(1, 2, 'are these');
      await stream.finish();
      expect(texts(messages, true)).toEqual(['my words are these']);
      expect(messages.find((m) => m.is_final)?.channel.alternatives[0]?.confidence).toBe(0.5);
    }
  });
});

describe('trimQuietEdges', () => {
  it('cuts the quiet before and after the speech, keeping a margin, and gives nothing for silence', () => {
    const audio = Buffer.concat([silence(1), tone(1), silence(1)]);
    const trimmed = trimQuietEdges(copySamples(audio));
    expect(trimmed.length / SAMPLE_RATE).toBeCloseTo(1.3, 1);
    expect(trimQuietEdges(new Int16Array(SAMPLE_RATE)).length).toBe(0);
  });
});

describe('tidyTranscript', () => {
  it('writes letters said one by one as one word', () => {
    expect(tidyTranscript('My G. R. E. score is 321.')).toBe('My GRE score is 321.');
    expect(tidyTranscript('I studied at I.I.T. Bombay')).toBe('I studied at IIT Bombay');
  });
});

describe('SampleAssembler', () => {
  it('carries a sample split between two chunks over, as the first pass does, so both passes hear the same samples', () => {
    const bytes = Buffer.from(Int16Array.of(1000, -2000, 3000).buffer);
    const assembler = new SampleAssembler();
    expect([...assembler.push(bytes.subarray(0, 3))]).toEqual([1000]);
    expect([...assembler.push(bytes.subarray(3))]).toEqual([-2000, 3000]);
  });
});
