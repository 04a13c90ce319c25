/**
 * The project's own speech-model files (speech-model/ at the API package root): the visa-interview language model
 * interpolated with the stock one, and pronunciations of the domain words the stock dictionary lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseWord } from '../engines/pocketsphinx-native';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * From the sources (src/speech/lm) and from the bundle (dist/server.js) alike, the folder is found by walking up
 * to the API package root.
 */
function locateSpeechModelDir(): string {
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'speech-model');
    if (fs.existsSync(path.join(candidate, 'domain.dict'))) return candidate;
    if (path.dirname(dir) === dir) return path.resolve(here, '../../../speech-model');
  }
}

export const SPEECH_MODEL_DIR = locateSpeechModelDir();
export const DOMAIN_LM_PATH = path.join(SPEECH_MODEL_DIR, 'visa-interview.arpa');
export const DOMAIN_DICT_PATH = path.join(SPEECH_MODEL_DIR, 'domain.dict');
/** Moonshine tiny (English, MIT licence), the second-pass recogniser's encoder and decoder (speech-model/moonshine-tiny/README.md). */
export const MOONSHINE_DIR = path.join(SPEECH_MODEL_DIR, 'moonshine-tiny');

/** A CMUdict-format file as word → pronunciations ("lakh(2) L AA K" is a second pronunciation of "lakh"). */
export function readDictionary(file: string): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const trimmed = line.replace(/#.*/, '').trim();
    if (!trimmed) continue;
    const [entry = '', ...phones] = trimmed.split(/\s+/);
    const word = baseWord(entry);
    words.set(word, [...(words.get(word) ?? []), phones.join(' ')]);
  }
  return words;
}
