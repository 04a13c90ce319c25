/** Messages between PocketSphinxEngine (main thread) and pocketsphinx.worker.ts. */
import type { TranscriptMessage } from '../engine';
import type { DomainLanguageModel, NativeLibraryPaths } from './pocketsphinx-native';

export interface WorkerConfig {
  libraries: NativeLibraryPaths;
  /** Full `-name value` argument list for ps_init. */
  decoderArgs: string[];
  /** Interpolated with the stock model when set. */
  domainLm: DomainLanguageModel | undefined;
  /** Must match the `-vad_prespeech` in decoderArgs; used to date utterance starts. */
  vadPrespeechFrames: number;
  /** Silence, counted from the VAD's report of a pause, after which the utterance is closed. */
  utteranceEndSamples: number;
  /** 10 ms frames of quiet audio at the end of a chunk that count as a pause before the VAD says so. */
  pauseFrames: number;
  interimIntervalSamples: number;
  interimConfidence: number;
  prewarmDecoders: number;
  /** How long a decoder adapted to a speaker is kept for their next stream before it is freed. */
  speakerDecoderTtlMs: number;
}

export type WorkerRequest =
  | { type: 'open'; id: number; speaker: string | undefined }
  | { type: 'audio'; id: number; samples: Int16Array }
  | { type: 'finish'; id: number }
  | { type: 'close'; id: number }
  /** Free the decoder kept for this speaker, if any (they are served elsewhere now). */
  | { type: 'forget'; speaker: string };

export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'decoder-created'; ms: number }
  /** ps_init failed: the model or arguments are unusable, so no stream can be served. */
  | { type: 'decoder-failed'; message: string }
  | { type: 'transcript'; id: number; message: TranscriptMessage }
  | { type: 'finished'; id: number; cpuMs: number }
  | { type: 'error'; id: number; message: string };
