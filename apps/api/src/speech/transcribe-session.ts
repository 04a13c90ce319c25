import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CLOSE_CODES,
  clientControlMessageSchema,
  BUSY_MESSAGE,
  type ServerControlMessage,
  SILENCE_MESSAGE,
  SPEECH_LIMITS,
} from '@visaready/shared/schemas/speech';
import type { AuthenticatedUser } from '../http/auth';
import type { SpeechEngine, SpeechStream, TranscriptMessage } from './engine';
import { createFrameRateGuard } from './frame-rate';
import type { SpeakerAffinity } from './speaker-affinity';
import type { StreamRegistry, StreamSlot } from './stream-registry';

/**
 * How often an open stream re-checks that its token was not revoked by a sign-out or password change, as a
 * backstop to the revocation notice (which reaches other processes only through Redis, and may be lost).
 */
export const TOKEN_RECHECK_MS = 15_000;
/** setTimeout's ceiling (~24.8 days); the expiry timer re-arms itself for tokens living longer. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Not in the contract's codes: the server failed, the client may retry. */
const INTERNAL_ERROR = 1011;

export interface TranscribeSessionContext {
  socket: WebSocket;
  log: FastifyBaseLogger;
  engine: SpeechEngine;
  streams: StreamRegistry;
  /** Told which speaker this process now serves, so no other process keeps a decoder adapted to them. */
  affinity: SpeakerAffinity;
  /** A stream that hears no speech for this long is closed with CLOSE_CODES.silence. */
  silenceTimeoutMs: number;
  /** Connection-attempt limit checked before anything else (per IP). */
  admitConnection(): Promise<boolean>;
  /** Connection-attempt limit for the authenticated user. */
  admitUser(userId: string): Promise<boolean>;
  /** The token's user while it is valid and not revoked, else null. */
  authenticate(token: string): Promise<AuthenticatedUser | null>;
  /** Calls `listener` when the user's tokens are revoked (sign-out, password change); returns the unsubscribe. */
  watchRevocation(userId: string, listener: () => void): () => void;
}

type Phase = 'awaiting-auth' | 'authenticating' | 'streaming' | 'finishing' | 'closed';

/**
 * One `/api/transcribe` connection, following the contract in packages/shared/src/schemas/speech.ts:
 * auth message → ready → PCM frames → finish → last final → finished → close 1000. Every way out goes
 * through `end()`, which releases the engine stream, the user's stream slot and the timers exactly once.
 */
export function runTranscribeSession(context: TranscribeSessionContext): void {
  const { socket, log, engine, streams, affinity } = context;
  let phase: Phase = 'awaiting-auth';
  let user: AuthenticatedUser | undefined;
  let token = '';
  let stream: SpeechStream | undefined;
  let slot: StreamSlot | undefined;
  let alive = true;
  let lastSpeechAt = Date.now();
  /** Audio a client sent right after its auth message, before `ready`; handed to the engine once it is open. */
  const earlyAudio: Buffer[] = [];
  const withinRate = createFrameRateGuard({ perSecond: SPEECH_LIMITS.maxFramesPerSecond, burst: SPEECH_LIMITS.maxFrameBurst });
  const timers: NodeJS.Timeout[] = [];
  let stopWatchingRevocation = () => {};
  const admitted = context.admitConnection().catch((error: unknown) => {
    log.error({ err: error }, 'speech: connection rate limit check failed');
    return false;
  });

  const end = (code: number, reason: string) => {
    if (phase === 'closed') return;
    phase = 'closed';
    for (const timer of timers) clearTimeout(timer);
    stopWatchingRevocation();
    stream?.close();
    slot?.release();
    log.info({ userId: user?.id, code, reason }, 'speech: transcription socket closed');
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };

  const writeAudio = (chunk: Buffer) => {
    if (isSpeech(chunk)) lastSpeechAt = Date.now();
    stream?.write(chunk);
  };

  const send = (message: ServerControlMessage | TranscriptMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  const stillSignedIn = async (): Promise<boolean> => {
    try {
      return (await context.authenticate(token)) !== null;
    } catch (error) {
      // A database hiccup is not a sign-out: keep the stream, try again at the next check.
      log.warn({ err: error }, 'speech: token re-check failed');
      return true;
    }
  };

  const startStreaming = (signedIn: AuthenticatedUser, revisions: boolean) => {
    stream = engine.openStream(
      {
        onTranscript: (message) => {
          if (phase === 'streaming' || phase === 'finishing') send(message);
        },
        onError: (error) => {
          log.error({ err: error, userId: signedIn.id }, 'speech: engine stream failed');
          send({ type: 'error', message: 'Speech recognition failed.' });
          end(CLOSE_CODES.engineUnavailable, 'Speech engine error');
        },
      },
      // A user's later answers may reuse recogniser state adapted to their voice; never another user's.
      { speaker: signedIn.id, revisions },
    );
    affinity.claim(signedIn.id);
    phase = 'streaming';
    lastSpeechAt = Date.now();
    for (const chunk of earlyAudio.splice(0)) writeAudio(chunk);
    // Nobody holds a decoder without speaking: a silent stream (or one sending nothing) is closed.
    timers.push(
      setInterval(
        () => {
          if (phase !== 'streaming' || Date.now() - lastSpeechAt < context.silenceTimeoutMs) return;
          send({ type: 'error', message: SILENCE_MESSAGE });
          end(CLOSE_CODES.silence, 'No speech heard');
        },
        Math.min(1_000, context.silenceTimeoutMs / 4),
      ),
    );
    const closeAtExpiry = () => {
      const expiresInMs = signedIn.tokenExpiresAt.getTime() - Date.now();
      if (expiresInMs <= 0) return end(CLOSE_CODES.unauthorized, 'Session expired');
      timers.push(setTimeout(closeAtExpiry, Math.min(expiresInMs, MAX_TIMER_MS)));
    };
    closeAtExpiry();
    const closeIfSignedOut = async () => {
      if (phase === 'streaming' && !(await stillSignedIn())) end(CLOSE_CODES.unauthorized, 'Signed out');
    };
    stopWatchingRevocation = context.watchRevocation(signedIn.id, () => void closeIfSignedOut());
    timers.push(setInterval(closeIfSignedOut, TOKEN_RECHECK_MS));
    send({ type: 'ready', engine: engine.name });
  };

  const authenticate = async (data: RawData, isBinary: boolean) => {
    phase = 'authenticating';
    const message = isBinary ? undefined : parseControl(data);
    if (!(await admitted)) return end(CLOSE_CODES.tooManyStreams, 'Too many connection attempts');
    if (message?.type !== 'auth') return end(CLOSE_CODES.unauthorized, 'Authentication required');
    token = message.token;
    const signedIn = await context.authenticate(token);
    if (phase !== 'authenticating') return; // the client left meanwhile
    if (!signedIn) return end(CLOSE_CODES.unauthorized, 'Authentication failed');
    user = signedIn;
    if (!(await context.admitUser(signedIn.id))) return end(CLOSE_CODES.tooManyStreams, 'Too many connection attempts');
    if (phase !== 'authenticating') return;
    const status = engine.status();
    if (!status.available) {
      send({ type: 'error', message: `Speech engine unavailable: ${status.reason ?? 'unknown reason'}` });
      return end(CLOSE_CODES.engineUnavailable, 'Speech engine unavailable');
    }
    const acquired = await streams.acquire(signedIn.id);
    if (!acquired) return end(CLOSE_CODES.tooManyStreams, 'Too many open streams');
    slot = acquired; // end() gives it back from here on
    // The client may have left while the slot was being taken, and end() ran without it.
    if (phase !== 'authenticating') return acquired.release();
    if (engine.hasCapacity && !engine.hasCapacity()) {
      // Before `ready`: the page falls back at once instead of failing mid-answer.
      send({ type: 'error', message: BUSY_MESSAGE });
      return end(CLOSE_CODES.engineUnavailable, 'Speech recognition busy');
    }
    startStreaming(signedIn, message.revisions === true);
  };

  const finish = async () => {
    const current = stream;
    if (phase !== 'streaming' || !current) return;
    phase = 'finishing';
    if (!(await stillSignedIn())) return end(CLOSE_CODES.unauthorized, 'Signed out');
    await current.finish();
    if (phase !== 'finishing') return;
    send({ type: 'finished' });
    end(CLOSE_CODES.normal, 'Finished');
  };

  const fail = (error: unknown) => {
    log.error({ err: error }, 'speech: transcription session failed');
    end(INTERNAL_ERROR, 'Internal error');
  };

  timers.push(
    setTimeout(() => phase === 'awaiting-auth' && end(CLOSE_CODES.unauthorized, 'Authentication timed out'), SPEECH_LIMITS.authTimeoutMs),
  );
  timers.push(
    setInterval(() => {
      // No pong since the last ping: the peer is gone; the 'close' event cleans up.
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, SPEECH_LIMITS.pingIntervalMs),
  );
  void admitted.then((ok) => ok || end(CLOSE_CODES.tooManyStreams, 'Too many connection attempts'));
  socket.on('pong', () => {
    alive = true;
  });

  socket.on('message', (data, isBinary) => {
    if (phase === 'closed') return;
    if (phase === 'awaiting-auth') return void authenticate(data, isBinary).catch(fail);
    if (!withinRate()) return end(CLOSE_CODES.rateExceeded, 'Too many frames');
    if (isBinary) {
      // A client that starts recording without waiting for `ready` loses nothing (the rate bound caps the queue).
      if (phase === 'authenticating') earlyAudio.push(toBuffer(data));
      if (phase === 'streaming') writeAudio(toBuffer(data));
      return;
    }
    if (phase === 'authenticating') return end(CLOSE_CODES.protocolError, 'Wait for ready');
    if (parseControl(data)?.type !== 'finish') return end(CLOSE_CODES.protocolError, 'Unexpected message');
    void finish().catch(fail);
  });
  socket.on('error', (error) => log.debug({ err: error }, 'speech: socket error'));
  // Covers the client leaving and frames over maxPayload (ws closes those itself with 1009).
  socket.on('close', (code) => end(code, 'Client closed'));
}

function parseControl(data: RawData) {
  try {
    const parsed = clientControlMessageSchema.safeParse(JSON.parse(toBuffer(data).toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a chunk of 16-bit little-endian PCM is loud enough to be speech rather than silence or hiss. */
function isSpeech(chunk: Buffer): boolean {
  const samples = Math.floor(chunk.length / 2);
  if (samples === 0) return false;
  let sum = 0;
  for (let i = 0; i < samples; i++) {
    const sample = chunk.readInt16LE(i * 2);
    sum += sample * sample;
  }
  return Math.sqrt(sum / samples) >= SPEECH_LIMITS.speechRms;
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
