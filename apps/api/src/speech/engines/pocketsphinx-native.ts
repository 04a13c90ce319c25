/**
 * koffi bindings for PocketSphinx 5prealpha (Debian's libpocketsphinx3, the pre-1.0 API).
 *
 * Only the handful of calls the streaming decoder needs. Pointers are BigInt in koffi 3.
 * cmd_ln_init() is variadic, so the config is built with cmd_ln_parse_r() and an argv
 * array instead, which takes the same `-name value` pairs.
 */
import fs from 'node:fs';
import path from 'node:path';
import koffi from 'koffi';

export type Pointer = bigint;

export interface NativeLibraryPaths {
  /** dlopen name or absolute path of libpocketsphinx. */
  pocketsphinx: string;
  /** dlopen name or absolute path of libsphinxbase (cmd_ln_*, logmath_*). */
  sphinxbase: string;
}

export interface ModelPaths {
  /** Acoustic model directory (contains mdef, means, feat.params...). */
  hmm: string;
  dict: string;
  lm: string;
}

export const DEFAULT_LIBRARY_PATHS: NativeLibraryPaths = {
  pocketsphinx: 'libpocketsphinx.so.3',
  sphinxbase: 'libsphinxbase.so.3',
};

const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export const DEFAULT_MODEL_PATHS: ModelPaths = {
  hmm: path.join(DEFAULT_MODEL_DIR, 'en-us'),
  dict: path.join(DEFAULT_MODEL_DIR, 'cmudict-en-us.dict'),
  lm: path.join(DEFAULT_MODEL_DIR, 'en-us.lm.bin'),
};

export const INSTALL_HINT = 'apt-get install libpocketsphinx3 pocketsphinx-en-us';

export interface PocketSphinxApi {
  /**
   * Creates a decoder on a libuv thread-pool thread (ps_init takes 0.3–1 s), so the calling
   * thread keeps decoding meanwhile. `args` are `-name value` pairs as on the command line.
   */
  createDecoder(args: string[]): Promise<Pointer>;
  freeDecoder(decoder: Pointer): void;
  /**
   * Adds pronunciations to the decoder's dictionary (and the word, as a unigram, to its LM).
   * `words` are [word, phones] pairs; alternative pronunciations of a word repeat the word.
   */
  addWords(decoder: Pointer, words: ReadonlyArray<readonly [string, string]>): Promise<void>;
  startUtt(decoder: Pointer): void;
  endUtt(decoder: Pointer): void;
  processRaw(decoder: Pointer, samples: Int16Array): void;
  inSpeech(decoder: Pointer): boolean;
  /** Current best hypothesis (partial during an utterance, final after endUtt), '' when none. */
  hypothesis(decoder: Pointer): string;
  /** Posterior probability (0..1) of each word of the final hypothesis; needs `-bestpath yes`. Fillers and <s> excluded. */
  wordPosteriors(decoder: Pointer): number[];
}

export function loadPocketSphinx(paths: NativeLibraryPaths): PocketSphinxApi {
  const sb = koffi.load(paths.sphinxbase);
  const ps = koffi.load(paths.pocketsphinx);

  const cmd_ln_parse_r = sb.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)');
  const cmd_ln_free_r = sb.func('int cmd_ln_free_r(void *config)');
  const logmath_exp = sb.func('double logmath_exp(void *lmath, int logb_p)');
  const err_set_logfp = sb.func('void err_set_logfp(void *stream)');

  // The library logs every utterance to stderr. Its log target is one process-wide FILE*,
  // and `-logfn` makes every ps_init close and reopen it — unsafe while decoders in other
  // threads may be logging — so logging is switched off once, up front, instead.
  err_set_logfp(null);

  const ps_args = ps.func('void *ps_args(void)');
  const ps_init = ps.func('void *ps_init(void *config)');
  const ps_free = ps.func('int ps_free(void *ps)');
  const ps_add_word = ps.func('int ps_add_word(void *ps, const char *word, const char *phones, int update)');
  const ps_start_utt = ps.func('int ps_start_utt(void *ps)');
  const ps_end_utt = ps.func('int ps_end_utt(void *ps)');
  const ps_process_raw = ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t n_samples, int no_search, int full_utt)');
  const ps_get_in_speech = ps.func('uint8_t ps_get_in_speech(void *ps)');
  const ps_get_hyp = ps.func('const char *ps_get_hyp(void *ps, _Out_ int32_t *out_best_score)');
  const ps_get_logmath = ps.func('void *ps_get_logmath(void *ps)');
  const ps_seg_iter = ps.func('void *ps_seg_iter(void *ps)');
  const ps_seg_next = ps.func('void *ps_seg_next(void *seg)');
  const ps_seg_word = ps.func('const char *ps_seg_word(void *seg)');
  const ps_seg_prob = ps.func('int32_t ps_seg_prob(void *seg, _Out_ int32_t *out_ascr, _Out_ int32_t *out_lscr, _Out_ int32_t *out_lback)');

  function check(rc: number, what: string): void {
    if (rc < 0) throw new Error(`${what} failed (${rc})`);
  }

  /** Runs a bound native function through koffi's thread pool. */
  function inBackground<T>(fn: { async: (...args: unknown[]) => void }, ...args: unknown[]): Promise<T> {
    return new Promise((resolve, reject) => {
      fn.async(...args, (err: unknown, result: T) => (err ? reject(err) : resolve(result)));
    });
  }

  return {
    async createDecoder(args) {
      const config = cmd_ln_parse_r(null, ps_args(), args.length, args, 1) as Pointer | null;
      if (!config) throw new Error(`pocketsphinx rejected decoder arguments: ${args.join(' ')}`);
      const decoder = await inBackground<Pointer | null>(ps_init, config);
      // ps_init retains the config on success, so our reference can always be dropped.
      cmd_ln_free_r(config);
      if (!decoder) throw new Error('ps_init failed (model files missing or unreadable?)');
      return decoder;
    },
    freeDecoder: (decoder) => void ps_free(decoder),
    async addWords(decoder, words) {
      // Rebuilding the search tree is slow, so only the last addition triggers it.
      for (const [i, [word, phones]] of words.entries()) {
        const update = i === words.length - 1 ? 1 : 0;
        check(await inBackground<number>(ps_add_word, decoder, word, phones, update), `ps_add_word(${word})`);
      }
    },
    startUtt: (decoder) => check(ps_start_utt(decoder) as number, 'ps_start_utt'),
    endUtt: (decoder) => check(ps_end_utt(decoder) as number, 'ps_end_utt'),
    processRaw: (decoder, samples) => check(ps_process_raw(decoder, samples, samples.length, 0, 0) as number, 'ps_process_raw'),
    inSpeech: (decoder) => (ps_get_in_speech(decoder) as number) !== 0,
    hypothesis(decoder) {
      const hyp = ps_get_hyp(decoder, [0]) as string | null;
      return hyp ?? '';
    },
    wordPosteriors(decoder) {
      const logmath = ps_get_logmath(decoder);
      const posteriors: number[] = [];
      // ps_seg_next frees the iterator when it returns NULL, so a full walk leaks nothing.
      for (let seg = ps_seg_iter(decoder) as Pointer | null; seg; seg = ps_seg_next(seg) as Pointer | null) {
        const word = ps_seg_word(seg) as string;
        if (isFiller(word)) continue;
        posteriors.push(logmath_exp(logmath, ps_seg_prob(seg, [0], [0], [0]) as number) as number);
      }
      return posteriors;
    },
  };
}

/** Sentence markers, silence and noise tokens such as <s>, <sil>, [NOISE], ++BREATH++. */
function isFiller(word: string): boolean {
  return word.startsWith('<') || word.startsWith('[') || word.startsWith('+');
}

/**
 * Why PocketSphinx cannot run here, or undefined when it can. Loads the libraries (cheap,
 * and the only reliable test of the dynamic loader's view) and checks the model files exist.
 */
export function probePocketSphinx(libraries: NativeLibraryPaths, model: ModelPaths): string | undefined {
  for (const lib of [libraries.sphinxbase, libraries.pocketsphinx]) {
    try {
      koffi.load(lib);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      return `${lib} not found or not loadable (${detail}) — ${INSTALL_HINT}`;
    }
  }
  const required = [
    ['acoustic model', path.join(model.hmm, 'mdef')],
    ['dictionary', model.dict],
    ['language model', model.lm],
  ] as const;
  for (const [what, file] of required) {
    if (!fs.existsSync(file)) return `PocketSphinx ${what} ${file} not found — ${INSTALL_HINT}`;
  }
  return undefined;
}
