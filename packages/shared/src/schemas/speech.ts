import { z } from './zod';

/**
 * The live-interview transcription WebSocket, `GET /api/transcribe` (ws:// or wss:// on the app's own origin).
 *
 * 1. The client opens the socket and, within AUTH_TIMEOUT_MS, sends `{"type":"auth","token":"<session token>"}`
 *    (the token never travels in the URL, so it stays out of access logs).
 * 2. The server answers `{"type":"ready","engine":"pocketsphinx"|"deepgram"}` — or closes with one of CLOSE_CODES.
 * 3. The client streams binary frames: 16-bit signed little-endian mono PCM at 16 kHz, AUDIO.chunkSamples samples
 *    (8192 bytes) per frame. Larger frames, or a sustained rate above maxFramesPerSecond once the maxFrameBurst
 *    allowance is spent, close the socket.
 * 4. The server sends transcript messages in Deepgram's shape: interim results while speech goes on, and finals
 *    whose texts, joined in order, are the answer. With a second pass, a client that sent `revisions: true` gets a
 *    final at each pause at once and later a final marked `revision` that replaces those of its span; any other client
 *    gets one final per utterance, already revised (finals never repeat words for a client that simply joins them).
 * 5. To end, the client sends `{"type":"finish"}`; the server sends the last final, then `{"type":"finished"}`, and
 *    closes with 1000. A normal close must not be retried by the client.
 */
export const TRANSCRIBE_PATH = '/api/transcribe';

/** The audio format of the binary frames (the browser's AudioContext resamples to it). */
export const AUDIO = {
  sampleRate: 16_000,
  chunkSamples: 4096,
  bytesPerSample: 2,
} as const;

export const SPEECH_LIMITS = {
  authTimeoutMs: 5_000,
  maxFrameBytes: 16_384,
  /** Sustained frames per second (real time is 16000 / 4096 ≈ 3.9). */
  maxFramesPerSecond: 8,
  /** Frames a client may send at once, e.g. audio buffered during a network stall (64 ≈ 16 s). */
  maxFrameBurst: 64,
  maxStreamsPerUser: 2,
  pingIntervalMs: 15_000,
  /** A stream that hears no speech for this long is closed, so nobody holds a decoder without speaking. */
  silenceTimeoutMs: 20_000,
  /** A frame whose RMS level (16-bit samples) reaches this counts as speech (about -44 dBFS). */
  speechRms: 200,
} as const;

/** Sent before closing when every decoder is taken; the page then falls back (browser recognition or typing). */
export const BUSY_MESSAGE = 'Speech recognition is busy right now. Please type your answer, or try recording again in a minute.';

/** Sent before closing a stream that heard no speech; the page then offers the typed answer. */
export const SILENCE_MESSAGE =
  'No speech was heard for a while, so the microphone was closed. Type your answer, or press Record to speak again.';

/** What the live interview says when voice input fails, by problem. */
export const VOICE_PROBLEM_MESSAGES = {
  connectionIssue: 'Connection issue. Please try again.',
  connectionLost: 'Connection lost. Please refresh the page.',
  recordingFailed: 'Failed to start recording. Please restart the interview.',
  denied: 'Microphone permission denied',
  silence: SILENCE_MESSAGE,
} as const;

export const CLOSE_CODES = {
  normal: 1000,
  frameTooLarge: 1009,
  unauthorized: 4401,
  forbiddenOrigin: 4403,
  tooManyStreams: 4429,
  rateExceeded: 4408,
  engineUnavailable: 4503,
  protocolError: 4400,
  silence: 4410,
} as const;

export const clientControlMessageSchema = z.discriminatedUnion('type', [
  // `revisions: true`: the client replaces finals by a later final marked `revision` (README, protocol step 4).
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096), revisions: z.boolean().optional() }),
  z.object({ type: z.literal('finish') }),
]);
export type ClientControlMessage = z.infer<typeof clientControlMessageSchema>;

export const transcriptMessageSchema = z.object({
  type: z.literal('Results'),
  is_final: z.boolean(),
  speech_final: z.boolean().optional(),
  start: z.number().optional(),
  duration: z.number().optional(),
  channel: z.object({
    alternatives: z.array(z.object({ transcript: z.string(), confidence: z.number() })).min(1),
  }),
  /** The second pass's text for [start, start + duration): it replaces the finals given for that span. */
  revision: z.literal(true).optional(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const serverControlMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), engine: z.enum(['pocketsphinx', 'deepgram']) }),
  z.object({ type: z.literal('finished') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ServerControlMessage = z.infer<typeof serverControlMessageSchema>;
