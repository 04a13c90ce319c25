import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { speakQuestion } from './speak';

/**
 * speakQuestion against a scripted speechSynthesis: each fake utterance "speaks" for `speakingMs` and then ends,
 * as a browser's would. (A real iPhone is not available here; this checks what the page asks of the browser.)
 */
class FakeUtterance {
  voice: { name: string; lang: string } | undefined;
  lang = '';
  rate = 0;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

interface FakeSynth {
  calls: Array<{ call: string; atMs: number }>;
  spoken: FakeUtterance[];
}

function installBrowser({
  userAgent,
  voices,
  speakingMs,
}: {
  userAgent: string;
  voices: Array<{ name: string; lang: string }>;
  speakingMs: number;
}): FakeSynth {
  const fake: FakeSynth = { calls: [], spoken: [] };
  const record = (call: string) => fake.calls.push({ call, atMs: Date.now() });
  const speechSynthesis = {
    getVoices: () => voices,
    addEventListener: () => {},
    removeEventListener: () => {},
    cancel: () => record('cancel'),
    pause: () => record('pause'),
    resume: () => record('resume'),
    speak: (utterance: FakeUtterance) => {
      record('speak');
      fake.spoken.push(utterance);
      setTimeout(() => utterance.onend?.(), speakingMs);
    },
  };
  vi.stubGlobal('window', Object.assign(globalThis, { speechSynthesis }));
  vi.stubGlobal('navigator', { userAgent, platform: 'iPhone', maxTouchPoints: 5 });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return fake;
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const VOICES = [
  { name: 'Samantha', lang: 'en-US' },
  { name: 'Daniel', lang: 'en-GB' },
];
/** 45 words: about 25 s of speech, past the ~15 s after which iOS Safari cuts speech off without the nudges. */
const LONG_QUESTION =
  'Please tell me about your academic background, the degree you completed, your grades and test scores, who is paying for your studies and how much they earn, why you chose this university over the others that admitted you, and what you plan to do afterwards.';

describe('speakQuestion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on iOS nudges speech (pause + resume) every 10 s while it lasts, and stops when it ends', async () => {
    const fake = installBrowser({ userAgent: IPHONE, voices: VOICES, speakingMs: 25_000 });
    const log: string[] = [];
    let done = false;
    void speakQuestion(LONG_QUESTION, (line) => log.push(line), new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(24_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(done).toBe(true);

    const nudges = fake.calls.filter((entry) => entry.call !== 'cancel' && entry.call !== 'speak');
    expect(nudges).toEqual([
      { call: 'pause', atMs: 10_000 },
      { call: 'resume', atMs: 10_000 },
      { call: 'pause', atMs: 20_000 },
      { call: 'resume', atMs: 20_000 },
    ]);
    expect(fake.spoken[0]?.voice?.lang).toBe('en-GB');
    expect(fake.spoken[0]?.rate).toBe(1);
    expect(log).toContain('Reading the question aloud (Daniel)');
  });

  it('leaves speech alone on other browsers', async () => {
    const fake = installBrowser({ userAgent: DESKTOP_CHROME, voices: VOICES, speakingMs: 25_000 });
    vi.stubGlobal('navigator', { userAgent: DESKTOP_CHROME, platform: 'Linux x86_64', maxTouchPoints: 0 });
    const spoken = speakQuestion(LONG_QUESTION, () => {}, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(26_000);
    await spoken;
    expect(fake.calls.map((entry) => entry.call)).toEqual(['cancel', 'speak']);
  });

  it('shows the question as text and goes on at once when the browser has no voices', async () => {
    const fake = installBrowser({ userAgent: IPHONE, voices: [], speakingMs: 0 });
    const log: string[] = [];
    const spoken = speakQuestion(LONG_QUESTION, (line) => log.push(line), new AbortController().signal);
    // Voices may arrive a little later in Chrome: the page waits 1 s for them, no more.
    await vi.advanceTimersByTimeAsync(1_000);
    await spoken;
    expect(fake.spoken).toEqual([]);
    expect(log).toEqual(['No voices available; question shown as text']);
  });

  it('stops speaking and the nudges when the page leaves the question', async () => {
    const fake = installBrowser({ userAgent: IPHONE, voices: VOICES, speakingMs: 25_000 });
    const leaving = new AbortController();
    const spoken = speakQuestion(LONG_QUESTION, () => {}, leaving.signal);
    await vi.advanceTimersByTimeAsync(12_000);
    leaving.abort();
    await spoken;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fake.calls.map((entry) => entry.call)).toEqual(['cancel', 'speak', 'pause', 'resume', 'cancel']);
  });
});
