/**
 * Offline streaming speech-to-text with PocketSphinx, decoded in worker threads so that
 * decoding never blocks the event loop serving WebSockets.
 *
 * Streams are spread over a fixed pool of workers (default: one per core), each worker
 * holding one decoder per stream it serves plus a few idle, pre-initialised decoders.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startWorkerThread } from './worker-thread';
import {
  type EngineStatus,
  failedStream,
  SampleAssembler,
  SAMPLE_RATE,
  type SpeechEngine,
  type SpeechStream,
  type StreamOptions,
  type TranscriptHandlers,
} from '../engine';
import type { WorkerConfig, WorkerRequest, WorkerResponse } from './pocketsphinx-protocol';
import { DOMAIN_DICT_PATH, DOMAIN_LM_PATH, readDictionary } from '../lm/speech-model';
import {
  DEFAULT_LIBRARY_PATHS,
  DEFAULT_MODEL_PATHS,
  type DomainLanguageModel,
  type ModelPaths,
  type NativeLibraryPaths,
  probePocketSphinx,
} from './pocketsphinx-native';

export interface PocketSphinxOptions {
  libraries?: Partial<NativeLibraryPaths>;
  model?: Partial<ModelPaths>;
  /** Decoding threads. Default: one per core. */
  workers?: number;
  /**
   * Streams one worker accepts before openStream() reports the engine busy. Default 8: one
   * core decodes ~12 real-time streams flat out (see bench.ts); each decoder costs ~100 MB.
   */
  maxStreamsPerWorker?: number;
  /**
   * Fresh decoders each worker keeps ready so new streams start instantly (a decoder serves one stream and is
   * replaced in the background after it). Default 0: decoders are built on demand (~0.5 s, during which the
   * stream's audio waits in a backlog), so an idle server holds none.
   */
  prewarmDecoders?: number;
  /** How long a decoder that adapted to a speaker waits for their next answer before it is freed. Default 10 min. */
  keepSpeakerDecoderMs?: number;
  /**
   * Silence after which the words heard so far are given as a final transcript (PocketSphinx VAD,
   * 10 ms steps). Default 100. The utterance itself goes on, so a sentence that continues after a
   * comma keeps its language-model context.
   */
  pauseMs?: number;
  /** Silence after which the utterance is closed and the next one starts afresh. Default 300. */
  utteranceEndMs?: number;
  /** Minimum audio time between two interim transcripts of the same utterance. */
  interimIntervalMs?: number;
  /**
   * Words missing from the stock dictionary: word → ARPAbet pronunciations (CMUdict phone set), appended to a copy
   * of the stock dictionary that every decoder loads. Default: speech-model/domain.dict.
   */
  domainWords?: ReadonlyMap<string, readonly string[]>;
  /**
   * The visa-interview language model interpolated with the stock one (`npm run build:lm`); null decodes with the
   * stock model alone. Default: speech-model/visa-interview.arpa at DOMAIN_LM_WEIGHT.
   */
  domainLm?: DomainLanguageModel | null;
  /** Extra or overriding ps_init arguments, e.g. { '-beam': '1e-60' } (see `pocketsphinx_continuous -h`). */
  decoderArgs?: Record<string, string>;
  /** Where the worker script is; defaults to the built pocketsphinx.worker.js (see BUILT_WORKER_PATHS) or the .ts source via tsx. */
  workerUrl?: URL;
}

/**
 * Decoder settings chosen on the Festival fixtures (see README "Tuning").
 * -dither adds ±1 LSB noise: without it, digital silence (exact zeros, as browsers send
 * before the microphone settles) throws off the VAD's noise-floor estimate.
 * -maxhmmpf caps active HMMs per frame (default 30000): ~35 % less CPU, same WER.
 * -lw 6 (default 6.5): a never-used decoder has no adapted cepstral mean yet, and with the
 * stronger LM weight its first stream lost 3 more words over the fixtures; equal WER otherwise.
 * -remove_noise no, -beam 1e-60, -wbeam 1e-40 (defaults yes, 1e-48, 7e-29), chosen on the 30 tuning sentences in
 * three voices: 227 errors instead of 249–254 at the same CPU (dropping the spectral noise subtraction saves what
 * the wider beams cost). A noisy room may want the subtraction back: it was judged on clean synthetic speech only
 * (README "Held-out tuning").
 */
const MAX_REMEMBERED_SPEAKERS = 10_000;
/** How long a decoder adapted to a speaker is kept for their next answer, unless configured otherwise. */
export const KEEP_SPEAKER_DECODER_MS = 10 * 60_000;

export const DEFAULT_DECODER_ARGS: Readonly<Record<string, string>> = {
  '-dither': 'yes',
  '-maxhmmpf': '3000',
  '-remove_noise': 'no',
  '-beam': '1e-60',
  '-wbeam': '1e-40',
  '-lw': '6.0',
  '-fwdflat': 'no',
  '-vad_prespeech': '20',
  '-vad_startspeech': '10',
  '-vad_threshold': '2.0',
};

/**
 * Share of the visa-interview model in the interpolation with the stock model, chosen on the six tuning fixtures
 * (fixtures/answers.ts, three voices), never on the unseen bench sentences (README "Domain language model").
 */
export const DOMAIN_LM_WEIGHT = 0.5;

export const DEFAULT_DOMAIN_LM: DomainLanguageModel = { path: DOMAIN_LM_PATH, weight: DOMAIN_LM_WEIGHT };

/**
 * The stock dictionary with the domain words appended, written once to the temporary folder (named by a hash of
 * its content). Adding them one by one with ps_add_word is not an option: 5prealpha's decoder stops recognising
 * anything once a few hundred words have been added that way.
 */
function withDomainWords(stockDict: string, words: ReadonlyMap<string, readonly string[]>): string {
  if (words.size === 0) return stockDict;
  // PocketSphinx names alternative pronunciations word(2), word(3)...
  const lines = [...words].flatMap(([word, prons]) => prons.map((phones, i) => `${i === 0 ? word : `${word}(${i + 1})`} ${phones}`));
  const stock = fs.readFileSync(stockDict, 'utf8');
  const merged = `${stock.endsWith('\n') ? stock : `${stock}\n`}${lines.join('\n')}\n`;
  const file = path.join(os.tmpdir(), `visaready-dict-${createHash('sha256').update(merged).digest('hex').slice(0, 16)}.dict`);
  if (!fs.existsSync(file)) {
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, merged);
    fs.renameSync(partial, file);
  }
  return file;
}

/**
 * Where the built worker sits relative to the module holding this code: beside it when the engine is
 * compiled file by file, and under speech/engines/ when it is bundled into dist/server.js (build.mjs
 * emits every *.worker.ts with `outbase: src`).
 */
const BUILT_WORKER_PATHS = ['./pocketsphinx.worker.js', './speech/engines/pocketsphinx.worker.js'];

export interface PocketSphinxStream extends SpeechStream {
  /** Decoder CPU time spent on this stream, known once finish() resolved (for metrics/benchmarks). */
  readonly decodeCpuMs: number;
}

interface PendingStream {
  handlers: TranscriptHandlers;
  worker: PoolWorker;
  finishing?: (cpuMs: number) => void;
}

interface PoolWorker {
  thread: Worker;
  streams: Set<number>;
  ready: Promise<void>;
  isReady: boolean;
}

export class PocketSphinxEngine implements SpeechEngine {
  readonly name = 'pocketsphinx' as const;
  /** Wall-clock milliseconds of every decoder build so far (ps_init + domain model; for the benchmark). */
  readonly decoderInitMs: number[] = [];

  private readonly libraries: NativeLibraryPaths;
  private readonly model: ModelPaths;
  private readonly options: Required<
    Omit<PocketSphinxOptions, 'libraries' | 'model' | 'workerUrl' | 'decoderArgs' | 'domainWords' | 'domainLm'>
  >;
  private readonly domainLm: DomainLanguageModel | undefined;
  private readonly domainWords: ReadonlyMap<string, readonly string[]> | undefined;
  private mergedDictionary: string | undefined;
  private readonly decoderArgs: Record<string, string>;
  private readonly workerUrl: URL | undefined;
  private statusCache: EngineStatus | undefined;
  private fatalReason: string | undefined;
  private readonly workers: PoolWorker[] = [];
  private readonly streams = new Map<number, PendingStream>();
  private readonly speakerWorkers = new Map<string, PoolWorker>();
  private nextStreamId = 1;

  constructor(options: PocketSphinxOptions = {}) {
    this.libraries = { ...DEFAULT_LIBRARY_PATHS, ...options.libraries };
    this.model = { ...DEFAULT_MODEL_PATHS, ...options.model };
    this.options = {
      workers: options.workers ?? os.availableParallelism(),
      maxStreamsPerWorker: options.maxStreamsPerWorker ?? 8,
      prewarmDecoders: options.prewarmDecoders ?? 0,
      keepSpeakerDecoderMs: options.keepSpeakerDecoderMs ?? KEEP_SPEAKER_DECODER_MS,
      pauseMs: options.pauseMs ?? 100,
      utteranceEndMs: options.utteranceEndMs ?? 300,
      interimIntervalMs: options.interimIntervalMs ?? 250,
    };
    this.decoderArgs = { ...DEFAULT_DECODER_ARGS, ...options.decoderArgs };
    if (this.decoderArgs['-fwdflat'] !== 'no') {
      throw new Error("PocketSphinxEngine needs -fwdflat no: finals are read off the first pass's lattice in mid-utterance");
    }
    this.workerUrl = options.workerUrl;
    this.domainLm = options.domainLm === null ? undefined : (options.domainLm ?? DEFAULT_DOMAIN_LM);
    this.domainWords = options.domainWords;
  }

  status(): EngineStatus {
    if (this.fatalReason) return { available: false, reason: this.fatalReason };
    this.statusCache ??= (() => {
      const reason =
        probePocketSphinx(this.libraries, this.model) ??
        (this.domainLm && !fs.existsSync(this.domainLm.path)
          ? `language model ${this.domainLm.path} not found — npm run build:lm`
          : undefined);
      return reason ? { available: false, reason } : { available: true };
    })();
    return this.statusCache;
  }

  /** Starts the worker pool and waits until every worker has its pre-initialised decoders. */
  async warmUp(): Promise<void> {
    if (!this.status().available) return;
    while (this.workers.length < this.options.workers) this.spawnWorker();
    await Promise.all(this.workers.map((w) => w.ready));
  }

  /** A free decoder slot on a running worker, or room to start another worker. */
  hasCapacity(): boolean {
    if (this.workers.length < this.options.workers) return true;
    return this.workers.some((worker) => worker.streams.size < this.options.maxStreamsPerWorker);
  }

  openStream(handlers: TranscriptHandlers, { speaker }: StreamOptions = {}): PocketSphinxStream {
    const status = this.status();
    if (!status.available) {
      return { ...failedStream(handlers, `PocketSphinx unavailable: ${status.reason}`), decodeCpuMs: 0 };
    }
    const worker = this.pickWorker(speaker);
    if (!worker) {
      const busy = failedStream(handlers, 'PocketSphinx busy: every decoding worker is at maxStreamsPerWorker');
      return { ...busy, decodeCpuMs: 0 };
    }

    const id = this.nextStreamId++;
    const stream: PendingStream = { handlers, worker };
    this.streams.set(id, stream);
    worker.streams.add(id);
    worker.thread.ref();
    if (speaker) this.rememberSpeaker(speaker, worker);
    this.post(worker, { type: 'open', id, speaker });

    let state: 'open' | 'finishing' | 'done' = 'open';
    let decodeCpuMs = 0;
    // Browsers send whole samples, but a transport may split a chunk on an odd byte.
    const assembler = new SampleAssembler();

    return {
      get decodeCpuMs() {
        return decodeCpuMs;
      },
      write: (pcm) => {
        if (state !== 'open' || !this.streams.has(id)) return;
        const samples = assembler.push(pcm);
        if (samples.length === 0) return;
        this.post(worker, { type: 'audio', id, samples }, [samples.buffer]);
      },
      finish: () => {
        if (state !== 'open' || !this.streams.has(id)) return Promise.resolve();
        state = 'finishing';
        return new Promise<void>((resolve) => {
          stream.finishing = (cpuMs) => {
            state = 'done';
            decodeCpuMs = cpuMs;
            resolve();
          };
          this.post(worker, { type: 'finish', id });
        });
      },
      close: () => {
        if (state === 'done') return;
        state = 'done';
        if (this.streams.has(id)) this.post(worker, { type: 'close', id });
        this.endStream(id);
        stream.finishing?.(0);
      },
    };
  }

  forgetSpeaker(speaker: string): void {
    const worker = this.speakerWorkers.get(speaker);
    if (!worker) return;
    this.speakerWorkers.delete(speaker);
    this.post(worker, { type: 'forget', speaker });
  }

  async dispose(): Promise<void> {
    for (const [id, stream] of this.streams) {
      stream.finishing?.(0);
      this.endStream(id);
    }
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.thread.terminate()));
  }

  /** Most recent speakers first out; the worker keeps their decoders only briefly anyway. */
  private rememberSpeaker(speaker: string, worker: PoolWorker): void {
    this.speakerWorkers.delete(speaker);
    this.speakerWorkers.set(speaker, worker);
    if (this.speakerWorkers.size > MAX_REMEMBERED_SPEAKERS) {
      const oldest = this.speakerWorkers.keys().next().value;
      if (oldest !== undefined) this.speakerWorkers.delete(oldest);
    }
  }

  /**
   * The worker that last served this speaker (it may hold a decoder adapted to their voice), else the
   * least-loaded worker, spawning a new one while the pool is below its size.
   */
  private pickWorker(speaker: string | undefined): PoolWorker | undefined {
    const previous = speaker ? this.speakerWorkers.get(speaker) : undefined;
    if (previous && this.workers.includes(previous) && previous.streams.size < this.options.maxStreamsPerWorker) return previous;
    let best = this.workers.reduce<PoolWorker | undefined>((min, w) => (!min || w.streams.size < min.streams.size ? w : min), undefined);
    if ((!best || best.streams.size > 0) && this.workers.length < this.options.workers) best = this.spawnWorker();
    return best && best.streams.size < this.options.maxStreamsPerWorker ? best : undefined;
  }

  private spawnWorker(): PoolWorker {
    const config: WorkerConfig = {
      libraries: this.libraries,
      decoderArgs: this.buildDecoderArgs(),
      domainLm: this.domainLm,
      vadPrespeechFrames: Number(this.decoderArgs['-vad_prespeech'] ?? 20),
      utteranceEndSamples: (Math.max(0, this.options.utteranceEndMs - this.options.pauseMs) * SAMPLE_RATE) / 1000,
      interimIntervalSamples: (this.options.interimIntervalMs * SAMPLE_RATE) / 1000,
      pauseFrames: Math.round(this.options.pauseMs / 10),
      interimConfidence: 0.5,
      prewarmDecoders: this.options.prewarmDecoders,
      speakerDecoderTtlMs: this.options.keepSpeakerDecoderMs,
    };
    const thread = this.startWorkerThread(config);

    let markReady!: () => void;
    const worker: PoolWorker = {
      thread,
      streams: new Set(),
      ready: new Promise<void>((resolve) => {
        markReady = resolve;
      }),
      isReady: false,
    };
    this.workers.push(worker);

    thread.on('message', (message: WorkerResponse) => this.onWorkerMessage(worker, message, markReady));
    thread.on('error', (err) => this.onWorkerGone(worker, `PocketSphinx worker crashed: ${err.message}`, markReady));
    thread.on('exit', (code) => this.onWorkerGone(worker, `PocketSphinx worker exited (code ${code})`, markReady));
    return worker;
  }

  /** The merged dictionary, read and written when the first worker starts, not at construction or every start. */
  private dictionaryPath(): string {
    this.mergedDictionary ??= withDomainWords(this.model.dict, this.domainWords ?? readDictionary(DOMAIN_DICT_PATH));
    return this.mergedDictionary;
  }

  private buildDecoderArgs(): string[] {
    const args: Record<string, string> = {
      '-hmm': this.model.hmm,
      '-dict': this.dictionaryPath(),
      '-lm': this.model.lm,
      '-vad_postspeech': String(Math.max(1, Math.round(this.options.pauseMs / 10))),
      ...this.decoderArgs,
    };
    return Object.entries(args).flat();
  }

  private startWorkerThread(config: WorkerConfig): Worker {
    if (this.workerUrl) return new Worker(this.workerUrl, { workerData: config });
    return startWorkerThread({
      source: new URL('./pocketsphinx.worker.ts', import.meta.url),
      built: BUILT_WORKER_PATHS.map((relative) => new URL(relative, import.meta.url)),
      workerData: config,
    });
  }

  private onWorkerMessage(worker: PoolWorker, message: WorkerResponse, markReady: () => void): void {
    switch (message.type) {
      case 'ready':
        worker.isReady = true;
        markReady();
        this.updateRef(worker);
        return;
      case 'decoder-created':
        this.decoderInitMs.push(message.ms);
        return;
      case 'decoder-failed':
        this.fatalReason = `PocketSphinx decoder could not be created: ${message.message}`;
        return;
      case 'transcript':
        this.streams.get(message.id)?.handlers.onTranscript(message.message);
        return;
      case 'finished': {
        const stream = this.streams.get(message.id);
        this.endStream(message.id);
        stream?.finishing?.(message.cpuMs);
        return;
      }
      case 'error': {
        const stream = this.streams.get(message.id);
        this.endStream(message.id);
        stream?.handlers.onError(new Error(message.message));
        stream?.finishing?.(0);
        return;
      }
    }
  }

  private onWorkerGone(worker: PoolWorker, reason: string, markReady: () => void): void {
    const index = this.workers.indexOf(worker);
    if (index < 0) return; // already handled (error is followed by exit), or disposed
    this.workers.splice(index, 1);
    for (const [speaker, served] of this.speakerWorkers) if (served === worker) this.speakerWorkers.delete(speaker);
    // Dying before 'ready' means the library cannot be loaded: stop trying.
    if (!worker.isReady) this.fatalReason ??= reason;
    markReady();
    for (const id of worker.streams) {
      const stream = this.streams.get(id);
      this.endStream(id);
      stream?.handlers.onError(new Error(reason));
      stream?.finishing?.(0);
    }
  }

  private endStream(id: number): void {
    const stream = this.streams.get(id);
    if (!stream) return;
    this.streams.delete(id);
    stream.worker.streams.delete(id);
    this.updateRef(stream.worker);
  }

  /** Idle workers must not keep the process alive; busy ones must, or awaited results could be lost. */
  private updateRef(worker: PoolWorker): void {
    if (worker.streams.size > 0) worker.thread.ref();
    else worker.thread.unref();
  }

  private post(worker: PoolWorker, request: WorkerRequest, transfer: ArrayBuffer[] = []): void {
    worker.thread.postMessage(request, transfer);
  }
}
