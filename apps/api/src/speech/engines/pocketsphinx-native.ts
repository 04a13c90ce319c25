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
import { returnFreedMemory } from './freed-memory';

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

/** A language model of the product's own domain, interpolated with the stock one (`-lm`) at this weight. */
export interface DomainLanguageModel {
  path: string;
  /** Share of the domain model in the interpolation, 0..1. */
  weight: number;
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

/** Offsets in 5prealpha's ps_decoder_t (config, refcount, acmod, dict, d2p, lmath, searches, search) and ps_search_t (vt, type). */
const DECODER_CONFIG_OFFSET = 0;
const DECODER_LOGMATH_OFFSET = 40;
const DECODER_SEARCH_OFFSET = 56;
const SEARCH_TYPE_OFFSET = 8;

/** The search that decodes with the interpolated models. */
const DOMAIN_SEARCH = 'visa';

export const INSTALL_HINT = 'apt-get install libpocketsphinx3 pocketsphinx-en-us';

export interface PocketSphinxApi {
  /**
   * Creates a decoder on a libuv thread-pool thread (ps_init takes 0.3–1 s), so the calling
   * thread keeps decoding meanwhile. `args` are `-name value` pairs as on the command line.
   */
  createDecoder(args: string[], domainLm?: DomainLanguageModel): Promise<Pointer>;
  freeDecoder(decoder: Pointer): void;
  startUtt(decoder: Pointer): void;
  endUtt(decoder: Pointer): void;
  processRaw(decoder: Pointer, samples: Int16Array): void;
  inSpeech(decoder: Pointer): boolean;
  /**
   * The words of the utterance so far on the first pass's best path (cheap: no lattice), with their
   * frames (10 ms, counted from the utterance start; fillers and sentence markers excluded).
   */
  partialWords(decoder: Pointer): WordSegment[];
  /**
   * The words of the utterance so far on the word lattice's best path, each with its posterior
   * probability — what `ps_end_utt` settles on, but also available in the middle of an utterance, so a
   * final can be given at a short pause without cutting the language model's context there.
   * Only valid with `-fwdflat no` (see DEFAULT_DECODER_ARGS).
   */
  bestPathWords(decoder: Pointer): ScoredWord[];
}

interface LatticeReader {
  search: Pointer;
  /** `-pl_window`: frames the search runs behind the acoustic model. */
  lookahead: number;
  /** Best-path language weight relative to the first pass's, and the acoustic scale for posteriors. */
  lwf: number;
  ascale: number;
}

export interface WordSegment {
  word: string;
  startFrame: number;
  endFrame: number;
}

export interface ScoredWord extends WordSegment {
  /** 0..1 */
  posterior: number;
}

export function loadPocketSphinx(paths: NativeLibraryPaths): PocketSphinxApi {
  const sb = koffi.load(paths.sphinxbase);
  const ps = koffi.load(paths.pocketsphinx);

  const cmd_ln_parse_r = sb.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)');
  const cmd_ln_free_r = sb.func('int cmd_ln_free_r(void *config)');
  const logmath_exp = sb.func('double logmath_exp(void *lmath, int logb_p)');
  const cmd_ln_float_r = sb.func('double cmd_ln_float_r(void *config, const char *name)');
  const cmd_ln_int_r = sb.func('long cmd_ln_int_r(void *config, const char *name)');
  const err_set_logfp = sb.func('void err_set_logfp(void *stream)');

  /** What reading a decoder's lattice needs, found once when the decoder is built. */
  const latticeReaders = new Map<Pointer, LatticeReader>();
  /** Decoders between ps_start_utt and ps_end_utt, whose backpointer table must be closed before reading. */
  const decodersInUtterance = new Set<Pointer>();

  // The library logs every utterance to stderr. Its log target is one process-wide FILE*,
  // and `-logfn` makes every ps_init close and reopen it — unsafe while decoders in other
  // threads may be logging — so logging is switched off once, up front, instead.
  err_set_logfp(null);

  const ngram_model_read = sb.func('void *ngram_model_read(void *config, const char *file, int type, void *lmath)');
  const ngram_model_set_init = sb.func(
    'void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n)',
  );
  const ngram_model_free = sb.func('int ngram_model_free(void *model)');
  const NGRAM_AUTO = 0;

  const ps_args = ps.func('void *ps_args(void)');
  const ps_init = ps.func('void *ps_init(void *config)');
  const ps_free = ps.func('int ps_free(void *ps)');
  const ps_start_utt = ps.func('int ps_start_utt(void *ps)');
  const ps_end_utt = ps.func('int ps_end_utt(void *ps)');
  const ps_process_raw = ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t n_samples, int no_search, int full_utt)');
  const ps_get_in_speech = ps.func('uint8_t ps_get_in_speech(void *ps)');
  const ps_get_config = ps.func('void *ps_get_config(void *ps)');
  const ps_get_logmath = ps.func('void *ps_get_logmath(void *ps)');
  const ps_get_search = ps.func('const char *ps_get_search(void *ps)');
  const ps_get_lm = ps.func('void *ps_get_lm(void *ps, const char *name)');
  const ps_set_lm = ps.func('int ps_set_lm(void *ps, const char *name, void *lm)');
  const ps_set_search = ps.func('int ps_set_search(void *ps, const char *name)');
  const ps_get_lattice = ps.func('void *ps_get_lattice(void *ps)');
  const ps_get_n_frames = ps.func('int ps_get_n_frames(void *ps)');
  const ngram_search_mark_bptable = ps.func('int ngram_search_mark_bptable(void *ngs, int frame_idx)');
  const ps_lattice_bestpath = ps.func('void *ps_lattice_bestpath(void *dag, void *lmset, float lwf, float ascale)');
  const ps_lattice_posterior = ps.func('int32_t ps_lattice_posterior(void *dag, void *lmset, float ascale)');
  const ps_lattice_seg_iter = ps.func('void *ps_lattice_seg_iter(void *dag, void *link, float lwf)');
  const ps_lattice_get_logmath = ps.func('void *ps_lattice_get_logmath(void *dag)');
  const ps_seg_iter = ps.func('void *ps_seg_iter(void *ps)');
  const ps_seg_next = ps.func('void *ps_seg_next(void *seg)');
  const ps_seg_word = ps.func('const char *ps_seg_word(void *seg)');
  const ps_seg_frames = ps.func('void ps_seg_frames(void *seg, _Out_ int *out_sf, _Out_ int *out_ef)');
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
    async createDecoder(args, domainLm) {
      const config = cmd_ln_parse_r(null, ps_args(), args.length, args, 1) as Pointer | null;
      if (!config) throw new Error(`pocketsphinx rejected decoder arguments: ${args.join(' ')}`);
      const decoder = await inBackground<Pointer | null>(ps_init, config);
      // ps_init retains the config on success, so our reference can always be dropped.
      cmd_ln_free_r(config);
      if (!decoder) throw new Error('ps_init failed (model files missing or unreadable?)');
      try {
        if (domainLm) await interpolateDomainModel(decoder, domainLm);
        latticeReaders.set(decoder, latticeReader(decoder));
      } catch (error) {
        ps_free(decoder);
        throw error;
      }
      return decoder;
    },
    freeDecoder(decoder) {
      latticeReaders.delete(decoder);
      decodersInUtterance.delete(decoder);
      ps_free(decoder);
      // A decoder is ~100 MB of small allocations.
      returnFreedMemory();
    },
    startUtt(decoder) {
      check(ps_start_utt(decoder) as number, 'ps_start_utt');
      decodersInUtterance.add(decoder);
    },
    endUtt(decoder) {
      decodersInUtterance.delete(decoder);
      check(ps_end_utt(decoder) as number, 'ps_end_utt');
    },
    processRaw: (decoder, samples) => check(ps_process_raw(decoder, samples, samples.length, 0, 0) as number, 'ps_process_raw'),
    inSpeech: (decoder) => (ps_get_in_speech(decoder) as number) !== 0,
    partialWords(decoder) {
      const words: WordSegment[] = [];
      walkSegments(ps_seg_iter(decoder) as Pointer | null, (_seg, segment) => words.push(segment));
      return words;
    },
    bestPathWords(decoder) {
      const reader = latticeReaders.get(decoder);
      if (!reader) throw new Error('not a decoder built by createDecoder');
      if (decodersInUtterance.has(decoder)) closeBackpointerFrame(decoder, reader);
      const dag = ps_get_lattice(decoder) as Pointer | null;
      if (!dag) return [];
      const { lwf, ascale } = reader;
      const lmset = ps_get_lm(decoder, ps_get_search(decoder));
      const link = ps_lattice_bestpath(dag, lmset, lwf, ascale) as Pointer | null;
      if (!link) return [];
      ps_lattice_posterior(dag, lmset, ascale);
      const logmath = ps_lattice_get_logmath(dag);
      const words: ScoredWord[] = [];
      walkSegments(ps_lattice_seg_iter(dag, link, lwf) as Pointer | null, (seg, segment) =>
        words.push({ ...segment, posterior: logmath_exp(logmath, ps_seg_prob(seg, [0], [0], [0]) as number) as number }),
      );
      return words;
    },
  };

  /**
   * Replaces the decoder's search by one over the stock model and the domain model, linearly interpolated
   * (ngram_model_set_init with weights). The set retains both models and the new search retains the set, so the
   * references this function holds (the domain model as read, the set as built) are dropped: each model is then
   * freed with the decoder. (Keeping them cost ~50 MB for every decoder ever built.)
   */
  async function interpolateDomainModel(decoder: Pointer, domainLm: DomainLanguageModel): Promise<void> {
    const config = ps_get_config(decoder);
    const stock = ps_get_lm(decoder, ps_get_search(decoder)) as Pointer | null;
    const domain =
      (await inBackground<Pointer | null>(ngram_model_read, config, domainLm.path, NGRAM_AUTO, ps_get_logmath(decoder))) ?? null;
    if (!stock || !domain) {
      if (domain) ngram_model_free(domain);
      throw new Error(`language model ${domainLm.path} could not be read`);
    }
    const set = ngram_model_set_init(
      config,
      [stock, domain],
      ['stock', 'domain'],
      [1 - domainLm.weight, domainLm.weight],
      2,
    ) as Pointer | null;
    ngram_model_free(domain);
    if (!set) throw new Error('ngram_model_set_init failed');
    const rc = (ps_set_lm(decoder, DOMAIN_SEARCH, set) as number) || (ps_set_search(decoder, DOMAIN_SEARCH) as number);
    ngram_model_free(set);
    check(rc, 'ps_set_lm/ps_set_search');
  }

  /**
   * In the middle of an utterance the backpointer table's end index for the frame after the last one
   * searched is not written yet (the search writes it when that frame comes), but the lattice builder
   * reads it: marking it now, to the value the search will write anyway, makes ps_get_lattice safe
   * before ps_end_utt (which searches the remaining frames and marks it itself). The search runs
   * `-pl_window` frames behind the acoustic model (ps_search_forward), and ps_get_n_frames counts one
   * past the model's frames.
   */
  function closeBackpointerFrame(decoder: Pointer, reader: LatticeReader): void {
    const modelFrames = (ps_get_n_frames(decoder) as number) - 1;
    ngram_search_mark_bptable(reader.search, Math.max(0, modelFrames - reader.lookahead));
  }

  /**
   * Finds the decoder's n-gram search (its `search` member, at offsets checked against the public getters)
   * and the weights ps_end_utt's best-path pass uses (ngram_search.c). Throws when the layout is not the
   * expected one, so such a library fails at decoder creation rather than corrupting memory later.
   */
  function latticeReader(decoder: Pointer): LatticeReader {
    const config = ps_get_config(decoder) as Pointer;
    const layoutMatches =
      koffi.decode(decoder, DECODER_CONFIG_OFFSET, 'void *') === config &&
      koffi.decode(decoder, DECODER_LOGMATH_OFFSET, 'void *') === ps_get_logmath(decoder);
    const search = layoutMatches ? (koffi.decode(decoder, DECODER_SEARCH_OFFSET, 'void *') as Pointer | null) : null;
    if (!search || koffi.decode(search, SEARCH_TYPE_OFFSET, 'const char *') !== 'ngram') {
      throw new Error('unexpected libpocketsphinx decoder layout: finals in mid-utterance are unavailable');
    }
    return {
      search,
      lookahead: Number(cmd_ln_int_r(config, '-pl_window')),
      lwf: (cmd_ln_float_r(config, '-bestpathlw') as number) / (cmd_ln_float_r(config, '-lw') as number),
      ascale: 1 / (cmd_ln_float_r(config, '-ascale') as number),
    };
  }

  /**
   * Visits the real words of a segment iterator, with frames counted from the utterance start.
   * ps_seg_frames adds the stream position where the VAD last detected speech, which moves at
   * every pause inside an utterance; the first segment (<s>) always starts at the utterance's frame 0,
   * so its reported start is that offset. ps_seg_next frees the iterator at its end, so a full walk
   * leaks nothing.
   */
  function walkSegments(first: Pointer | null, visit: (seg: Pointer, segment: WordSegment) => void): void {
    let offset: number | undefined;
    for (let seg = first; seg; seg = ps_seg_next(seg) as Pointer | null) {
      const startFrame = [0];
      const endFrame = [0];
      ps_seg_frames(seg, startFrame, endFrame);
      offset ??= startFrame[0] ?? 0;
      const word = ps_seg_word(seg) as string;
      if (isFiller(word)) continue;
      visit(seg, { word: baseWord(word), startFrame: (startFrame[0] ?? 0) - offset, endFrame: (endFrame[0] ?? 0) - offset });
    }
  }
}

/** "lakh(2)" → "lakh": alternative pronunciations are numbered in the dictionary. */
export function baseWord(word: string): string {
  return word.replace(/\(\d+\)$/, '');
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
