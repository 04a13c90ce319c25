const VOICE_WAIT_MS = 1_000;
const IOS_KEEP_ALIVE_MS = 10_000;

function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/** Voices load asynchronously in Chrome; wait briefly for them, and accept that some browsers have none. */
async function availableVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return now;
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = window.setTimeout(done, VOICE_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

/**
 * Reads a question aloud: British English voice preferred, rate 1. Resolves when speaking ends — at once when the
 * browser has no voices (the question is on screen anyway), and after a generous cap if the browser never reports
 * the end. On iOS, speech is nudged every 10 s so long questions are not cut off.
 */
export async function speakQuestion(text: string, log: (line: string) => void, signal: AbortSignal): Promise<void> {
  if (!('speechSynthesis' in window)) {
    log('No speech synthesis in this browser; question shown as text');
    return;
  }
  const synth = window.speechSynthesis;
  const voices = await availableVoices(synth);
  if (signal.aborted) return;
  if (!voices.length) {
    log('No voices available; question shown as text');
    return;
  }
  const voice =
    voices.find((candidate) => candidate.lang === 'en-GB') ??
    voices.find((candidate) => candidate.lang.replace('_', '-').startsWith('en-GB')) ??
    voices.find((candidate) => candidate.lang.startsWith('en'));
  const utterance = new SpeechSynthesisUtterance(text);
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? 'en-GB';
  utterance.rate = 1;
  const capMs = 5_000 + text.split(/\s+/).length * 600;

  await new Promise<void>((resolve) => {
    let keepAlive: number | undefined;
    const finish = () => {
      window.clearInterval(keepAlive);
      window.clearTimeout(cap);
      signal.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      synth.cancel();
      finish();
    };
    const cap = window.setTimeout(() => {
      log('Speech did not report its end; continuing');
      finish();
    }, capMs);
    utterance.onend = finish;
    utterance.onerror = (event) => {
      log(`Speech synthesis error: ${event.error}`);
      finish();
    };
    signal.addEventListener('abort', onAbort);
    synth.cancel();
    synth.speak(utterance);
    log(`Reading the question aloud (${voice?.name ?? 'default voice'})`);
    if (isIos()) {
      keepAlive = window.setInterval(() => {
        synth.pause();
        synth.resume();
      }, IOS_KEEP_ALIVE_MS);
    }
  });
}
