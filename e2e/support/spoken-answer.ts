import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiRequest } from './accounts';

const run = promisify(execFile);

/** The answer the voice tests speak through the fake microphone. */
export const SPOKEN_ANSWER = 'I want to study computer science at the University of Texas at Dallas.';
/**
 * Two of the answer's content words show it was heard: on a loaded machine the fake microphone can drop audio, and
 * the decoder's dither makes recognition vary from run to run, so one misheard word ("university" as "universe
 * said") would fail a test of the voice path on recognition accuracy, which `npm run bench:speech` measures.
 */
const HEARD_WORDS = /\b(study|computer|science|university|texas|dallas)\b/gi;
export const heardEnough = (text: string | null | undefined) => new Set((text ?? '').toLowerCase().match(HEARD_WORDS)).size >= 2;

/** Chromium grants its fake microphone without asking; add `--use-file-for-fake-audio-capture` to make it speak. */
export const FAKE_MICROPHONE = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/**
 * Festival speaks `text`; sox makes it 16 kHz mono 16-bit with silence around it: 3 s before (Chromium plays the file
 * from the moment the microphone opens, and a busy machine may take a while to start the AudioWorklet), 1 s after.
 */
export async function spokenAnswerWav(folder: string, text: string): Promise<string> {
  const textFile = path.join(folder, 'answer.txt');
  fs.writeFileSync(textFile, text);
  await run('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', textFile, '-o', path.join(folder, 'spoken.wav')]);
  const wav = path.join(folder, 'answer.wav');
  await run('sox', [path.join(folder, 'spoken.wav'), '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '3', '1']);
  return wav;
}

/**
 * Why a voice test cannot run here (no server speech engine, no Festival or sox), or undefined when it can. CI installs
 * them all, so there the test always runs.
 */
export async function voicePathMissing(baseUrl: string): Promise<string | undefined> {
  const config = await apiRequest<{ speechEngine: { available: boolean; reason?: string } }>(baseUrl, '/config', null);
  if (!config.speechEngine.available) return `the server has no speech engine (${config.speechEngine.reason ?? 'unavailable'})`;
  try {
    await run('sh', ['-c', 'command -v text2wave && command -v sox && test -d /usr/share/festival/voices/us/cmu_us_slt_arctic_hts']);
  } catch {
    return 'Festival (festival festvox-us-slt-hts) or sox is not installed';
  }
  return undefined;
}
