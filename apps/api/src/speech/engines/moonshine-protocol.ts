import type { SearchSettings } from './moonshine-search';

/** Messages between MoonshineRecognizer (main thread) and moonshine.worker.ts. */
export interface MoonshineWorkerConfig {
  encoderPath: string;
  decoderPath: string;
  /** The visa-interview language model (ARPA) fused into the search. */
  languageModelPath: string;
  search: SearchSettings;
}

export type MoonshineRequest = { type: 'transcribe'; id: number; samples: Float32Array; heardWords: string[] };

export type MoonshineResponse =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'text'; id: number; text: string; confidence: number }
  | { type: 'error'; id: number; message: string };
