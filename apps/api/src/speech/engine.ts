/**
 * Streaming speech-to-text engine interface.
 *
 * Audio in: 16-bit signed little-endian mono PCM at 16 kHz, in chunks of any size
 * (the browser sends 4096 samples = 8192 bytes = 256 ms per chunk).
 * Transcripts out: a subset of Deepgram's live `Results` message, so the browser code
 * is the same whichever engine runs.
 */

export const SAMPLE_RATE = 16_000;

export type EngineName = 'pocketsphinx' | 'deepgram';

/** One alternative of a Deepgram `Results` message (we only ever produce one). */
export interface TranscriptAlternative {
  transcript: string;
  /** 0..1. Engines that cannot score interim results give a fixed estimate. */
  confidence: number;
}

/**
 * The fields of Deepgram's live `Results` message that VisaReady uses.
 * `start` / `duration` are seconds on the stream's timeline (audio time, not wall time).
 */
export interface TranscriptMessage {
  type: 'Results';
  /** false: interim hypothesis for the utterance in progress, will be replaced. true: settled text. */
  is_final: boolean;
  /** true when this final was triggered by a pause in speech (or the end of the stream). */
  speech_final: boolean;
  start: number;
  duration: number;
  channel: { alternatives: TranscriptAlternative[] };
  /**
   * Not in Deepgram's message: this final is the second pass's text for the span [start, start + duration) and
   * replaces the finals given for that span before it (engines/second-pass.ts).
   */
  revision?: true;
}

export interface TranscriptHandlers {
  onTranscript(msg: TranscriptMessage): void;
  /** Fatal to the stream: no more transcripts will arrive after an error. */
  onError(err: Error): void;
}

export interface SpeechStream {
  /** Queue PCM audio (s16le mono 16 kHz). Never blocks; ignored after finish() / close(). */
  write(pcm: Buffer): void;
  /**
   * Flush buffered audio, emit the last final transcript, then resolve. Emits exactly one
   * last final (possibly with an empty transcript) unless the stream already failed.
   */
  finish(): Promise<void>;
  /** Abandon the stream without a final transcript and release its resources. */
  close(): void;
}

export interface EngineStatus {
  available: boolean;
  /** Why the engine is unavailable, including what to install or configure. */
  reason?: string;
}

export interface StreamOptions {
  /** Who is speaking (e.g. the user id). */
  speaker?: string;
  /**
   * The client replaces finals by a later final marked `revision`. Otherwise an engine that revises (second-pass.ts)
   * sends one final per utterance, already revised, so that finals joined in order never repeat words.
   */
  revisions?: boolean;
}

export interface SpeechEngine {
  readonly name: EngineName;
  status(): EngineStatus;
  /**
   * When the engine is unavailable the stream reports the reason through onError and ignores audio.
   * Streams of the same `speaker` may share recogniser state adapted to that voice; streams of
   * different speakers (or without one) never do.
   */
  openStream(handlers: TranscriptHandlers, options?: StreamOptions): SpeechStream;
  /** Whether a new stream would get a decoder now; engines without a pool of their own leave it out. */
  hasCapacity?(): boolean;
  /**
   * Frees what the engine keeps adapted to the speaker, whose next stream is served by another process; engines
   * that keep nothing leave it out.
   */
  forgetSpeaker?(speaker: string): void;
  /** Starts decoding threads ahead of the first stream; engines that need none leave it out. */
  warmUp?(): Promise<void>;
  /** Release workers / sockets held by the engine itself (open streams are closed). */
  dispose(): Promise<void>;
}

/** A copy of the whole 16-bit samples in `bytes` (a trailing odd byte left out), in an ArrayBuffer of its own. */
export function copySamples(bytes: Buffer): Int16Array<ArrayBuffer> {
  const samples = new Int16Array(bytes.length >> 1);
  Buffer.from(samples.buffer).set(bytes.subarray(0, samples.length * 2));
  return samples;
}

/**
 * Turns a stream's byte chunks into whole samples: a chunk may end half-way through a sample, whose first byte then
 * starts the next chunk's samples.
 */
export class SampleAssembler {
  private stray: Buffer | undefined;

  /** The chunk's samples, copied (the caller's Buffer may be a view into a pooled ArrayBuffer). */
  push(pcm: Buffer): Int16Array<ArrayBuffer> {
    const bytes = this.stray ? Buffer.concat([this.stray, pcm]) : pcm;
    const samples = copySamples(bytes);
    this.stray = bytes.length % 2 ? Buffer.from(bytes.subarray(bytes.length - 1)) : undefined;
    return samples;
  }
}

export function transcriptMessage(fields: {
  isFinal: boolean;
  speechFinal: boolean;
  start: number;
  duration: number;
  transcript: string;
  confidence: number;
}): TranscriptMessage {
  return {
    type: 'Results',
    is_final: fields.isFinal,
    speech_final: fields.speechFinal,
    start: roundMs(fields.start),
    duration: roundMs(fields.duration),
    channel: { alternatives: [{ transcript: fields.transcript, confidence: fields.confidence }] },
  };
}

function roundMs(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/** A stream that only reports why it cannot work; used when an engine is unavailable. */
export function failedStream(handlers: TranscriptHandlers, reason: string): SpeechStream {
  // Report asynchronously so callers can finish wiring up before handlers run.
  queueMicrotask(() => handlers.onError(new Error(reason)));
  return {
    write() {},
    finish: () => Promise.resolve(),
    close() {},
  };
}
