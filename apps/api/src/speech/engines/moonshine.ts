/**
 * The second-pass recogniser: Moonshine tiny, an encoder–decoder trained on far more (and more varied) speech than
 * PocketSphinx's acoustic model, run on whole utterances in one worker thread. The worker starts on first use and
 * stops after `idleMs` without work, so an idle server holds none of its ~150 MB.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { EngineStatus } from '../engine';
import { DOMAIN_LM_PATH, MOONSHINE_DIR } from '../lm/speech-model';
import type { MoonshineRequest, MoonshineResponse, MoonshineWorkerConfig } from './moonshine-protocol';
import { returnFreedMemory } from './freed-memory';
import type { SearchSettings } from './moonshine-search';
import { startWorkerThread } from './worker-thread';

export interface Transcription {
  text: string;
  /** Mean probability of the chosen tokens, 0..1. */
  confidence: number;
}

/** What the second pass needs of a recogniser: whole utterances in (s16le samples at 16 kHz), text out. */
export interface UtteranceRecognizer {
  status(): EngineStatus;
  /** Loads the model in the background, so that a stream's first utterance does not wait for it. */
  prepare(): void;
  /** `heardWords`: what the first pass heard in the same audio, which the search favours where it is unsure. */
  transcribe(samples: Int16Array, heardWords?: readonly string[]): Promise<Transcription>;
  dispose(): Promise<void>;
}

export interface MoonshineOptions {
  modelDir?: string;
  /** Beam width, language-model weight, word bonus and first-pass agreement bonus (moonshine-search.ts); DEFAULT_SEARCH otherwise. */
  search?: Partial<SearchSettings>;
  /** How long the worker stays after its last utterance. Default 10 minutes, as a speaker's kept decoder. */
  idleMs?: number;
}

/** Chosen on the tuning sentences, never the unseen ones (README "Second pass"). */
export const DEFAULT_SEARCH: SearchSettings = {
  beam: 4,
  lmWeight: 0.2,
  wordBonus: 2,
  heardBonus: 1.25,
  heardReach: 8,
  expectReach: 8,
  expectFloor: -1.5,
  expectBonus: 1.5,
  expectClasses: 1,
};

const BUILT_WORKER_PATHS = ['./moonshine.worker.js', './speech/engines/moonshine.worker.js'];
const ENCODER = 'encoder_model.onnx';
const DECODER = 'decoder_model_merged.onnx';

interface Pending {
  resolve(transcription: Transcription): void;
  reject(error: Error): void;
}

export class MoonshineRecognizer implements UtteranceRecognizer {
  private readonly config: MoonshineWorkerConfig;
  private readonly idleMs: number;
  private worker: Promise<Worker> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Why the recogniser cannot run: its model files missing (checked once), or a model that would not load. */
  private fatalReason: string | undefined;

  constructor(options: MoonshineOptions = {}) {
    const dir = options.modelDir ?? MOONSHINE_DIR;
    this.config = {
      encoderPath: path.join(dir, ENCODER),
      decoderPath: path.join(dir, DECODER),
      languageModelPath: DOMAIN_LM_PATH,
      search: { ...DEFAULT_SEARCH, ...options.search },
    };
    this.idleMs = options.idleMs ?? 10 * 60_000;
    const missing = [this.config.encoderPath, this.config.decoderPath].find((file) => !fs.existsSync(file));
    if (missing) this.fatalReason = `Moonshine model file ${missing} not found`;
  }

  /** Whether the worker (and the model, ~150 MB) is in memory. */
  get loaded(): boolean {
    return this.worker !== undefined;
  }

  status(): EngineStatus {
    return this.fatalReason ? { available: false, reason: this.fatalReason } : { available: true };
  }

  /**
   * Starts the worker (2–5 s to load the model, more on a busy machine) while the applicant is still speaking; freed
   * again after `idleMs` if no utterance comes.
   */
  prepare(): void {
    if (!this.status().available) return;
    void this.startedWorker().then(
      (worker) => {
        if (this.pending.size === 0) this.idleUntilUsed(worker);
      },
      () => undefined,
    );
  }

  async transcribe(samples: Int16Array, heardWords: readonly string[] = []): Promise<Transcription> {
    const status = this.status();
    if (!status.available) throw new Error(status.reason);
    const worker = await this.startedWorker();
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    const floats = new Float32Array(samples.length);
    for (let i = 0; i < samples.length; i++) floats[i] = (samples[i] ?? 0) / 32768;
    const result = new Promise<Transcription>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    worker.ref();
    worker.postMessage({ type: 'transcribe', id, samples: floats, heardWords: [...heardWords] } satisfies MoonshineRequest, [
      floats.buffer,
    ]);
    return result;
  }

  async dispose(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    this.failPending(new Error('speech engine stopped'));
    if (!worker) return;
    await (await worker.catch(() => undefined))?.terminate();
    returnFreedMemory();
  }

  private startedWorker(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = startWorkerThread({
        source: new URL('./moonshine.worker.ts', import.meta.url),
        built: BUILT_WORKER_PATHS.map((relative) => new URL(relative, import.meta.url)),
        workerData: this.config,
      });
      let ready = false;
      worker.on('message', (message: MoonshineResponse) => {
        if (message.type === 'ready') {
          ready = true;
          resolve(worker);
        } else if (message.type === 'failed') this.fatalReason = `Moonshine model could not be loaded: ${message.message}`;
        else this.settle(worker, message);
      });
      // A worker that dies before it is ready cannot load the runtime or the model: stop trying.
      worker.on('error', (error) => {
        if (!ready) this.fatalReason ??= `Moonshine worker failed: ${error.message}`;
      });
      worker.on('exit', () => {
        if (this.worker === undefined) return;
        this.worker = undefined;
        const error = new Error(this.fatalReason ?? 'Moonshine worker stopped');
        reject(error);
        this.failPending(error);
      });
    });
    return this.worker;
  }

  private settle(worker: Worker, message: Extract<MoonshineResponse, { id: number }>): void {
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.type === 'text') pending?.resolve({ text: tidyTranscript(message.text), confidence: message.confidence });
    else pending?.reject(new Error(message.message));
    if (this.pending.size > 0) return;
    this.idleUntilUsed(worker);
  }

  /** A worker with nothing to do lets the process exit, and is freed after `idleMs` unless used again. */
  private idleUntilUsed(worker: Worker): void {
    worker.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.dispose(), this.idleMs);
    this.idleTimer.unref();
  }

  private failPending(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/** "G. R. E." as "GRE": the recogniser spells out letters with stops. */
export function tidyTranscript(text: string): string {
  return text
    .replace(/\b(?:[A-Z]\.\s?){2,}/g, (letters) => `${letters.replace(/[.\s]/g, '')} `)
    .replace(/\s+/g, ' ')
    .replace(/ ([,.?!])/g, '$1')
    .trim();
}
