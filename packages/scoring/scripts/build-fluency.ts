/**
 * Builds the scorer's word-pair fluency table from the generic US-English language model that PocketSphinx ships
 * (Debian's pocketsphinx-en-us, read through libsphinxbase): for the most frequent plain words of general English,
 * the chance of each word after each other word. The model was trained on general English, not on this project's
 * corpus, so the table carries no knowledge of the scoring data. Nothing is downloaded; the table is committed.
 * Usage: npm run build:fluency
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import koffi from 'koffi';
import { FLUENCY_LEVELS, FLUENCY_STEP, FLUENCY_WORDS } from '../src/signals/fluency.js';

const LIBRARY = process.env.SPHINXBASE_LIBRARY ?? '/usr/lib/x86_64-linux-gnu/libsphinxbase.so.3';
const LANGUAGE_MODEL = process.env.GENERIC_LM ?? '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin';
const output = join(dirname(fileURLToPath(import.meta.url)), '..', 'model', 'fluency.json');

const sphinxbase = koffi.load(LIBRARY);
const errSetLogfp = sphinxbase.func('void err_set_logfp(void *stream)');
const logmathInit = sphinxbase.func('void *logmath_init(double base, int shift, int use_table)');
const logToLog10 = sphinxbase.func('double logmath_log_to_log10(void *lmath, int logb_p)');
const readModel = sphinxbase.func('void *ngram_model_read(void *config, const char *file, int type, void *lmath)');
const wordOf = sphinxbase.func('const char *ngram_word(void *model, int wid)');
const counts = sphinxbase.func('uint32_t *ngram_model_get_counts(void *model)');
const score = sphinxbase.func('int ngram_ng_score(void *model, int wid, int *history, int n_history, _Out_ int *n_used)');

errSetLogfp(null);
const logmath = logmathInit(1.0001, 0, 0);
const model = readModel(null, LANGUAGE_MODEL, 0, logmath);
if (!model) throw new Error(`cannot read ${LANGUAGE_MODEL}`);
const vocabularySize = (koffi.decode(counts(model), 'uint32_t', 1) as number[])[0]!;
const used = [0];
const log10 = (wid: number, history: number[]) => logToLog10(logmath, score(model, wid, history, history.length, used)) as number;

const unigrams: { wid: number; word: string; log10: number }[] = [];
for (let wid = 0; wid < vocabularySize; wid++) {
  const word = wordOf(model, wid) as string;
  if (/^[a-z]+(?:'[a-z]+)?$/.test(word)) unigrams.push({ wid, word, log10: log10(wid, []) });
}
unigrams.sort((a, b) => b.log10 - a.log10 || (a.word < b.word ? -1 : 1));
const words = unigrams.slice(0, FLUENCY_WORDS);

const quantise = (value: number) => Math.min(FLUENCY_LEVELS - 1, Math.max(0, Math.round(-value / FLUENCY_STEP)));
// Two 4-bit levels a byte: the level of "b after a" is at index a × words + b.
const pairs = Buffer.alloc(Math.ceil((words.length * words.length) / 2));
words.forEach((previous, a) => {
  words.forEach((next, b) => {
    const index = a * words.length + b;
    const level = quantise(log10(next.wid, [previous.wid]));
    pairs[index >> 1]! |= index & 1 ? level << 4 : level;
  });
});

writeFileSync(
  output,
  `${JSON.stringify({
    source: 'PocketSphinx generic US-English model (en-us.lm.bin), bigram log10 chances',
    step: FLUENCY_STEP,
    words: words.map((word) => word.word).join(' '),
    pairs: pairs.toString('base64'),
  })}\n`,
);
console.log(`${words.length} words, ${words.length ** 2} pairs → ${output}`);
