import { AUDIO } from '@visaready/shared';
import { CLOSE_CODES, serverControlMessageSchema, TRANSCRIBE_PATH, transcriptMessageSchema } from '@visaready/shared/schemas/speech';
import type { TranscriptEvent } from './transcript';

/**
 * Close codes after which reconnecting cannot help (bad token, foreign origin, no engine, protocol misuse) or
 * would be wrong (the server closed a stream that heard no speech: the person types instead).
 */
const FINAL_CLOSE_CODES = new Set<number>([
  CLOSE_CODES.normal,
  CLOSE_CODES.silence,
  CLOSE_CODES.unauthorized,
  CLOSE_CODES.forbiddenOrigin,
  CLOSE_CODES.engineUnavailable,
  CLOSE_CODES.protocolError,
  CLOSE_CODES.frameTooLarge,
]);

const FINISH_TIMEOUT_MS = 3_000;

export class TranscribeConnectionError extends Error {
  constructor(
    message: string,
    readonly closeCode: number | undefined,
  ) {
    super(message);
    this.name = 'TranscribeConnectionError';
  }
}

export interface TranscribeHandlers {
  onTranscript(event: TranscriptEvent): void;
  /** The connection dropped and every reconnect failed (or the server closed it for good). */
  onLost(error: TranscribeConnectionError): void;
  /** The connection dropped after it was ready; reconnect `attempt` (1–3) starts in AUDIO.reconnectDelayMs. */
  onReconnecting?(attempt: number): void;
  /** A reconnect is ready again: audio flows. */
  onReconnected?(): void;
  log(line: string): void;
}

export function transcribeUrl(location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${TRANSCRIBE_PATH}`;
}

/**
 * The client side of `GET /api/transcribe` (packages/shared/src/schemas/speech.ts): authenticates with the first
 * message, streams PCM frames once the server is ready, and reconnects after an abnormal close — at most
 * AUDIO.reconnectAttempts times, AUDIO.reconnectDelayMs apart; a normal close (1000) is never retried.
 */
export class TranscribeClient {
  private socket: WebSocket | undefined;
  private ready = false;
  private reconnectsLeft: number = AUDIO.reconnectAttempts;
  private closedByUs = false;
  private retryTimer: number | undefined;
  private firstReady: { resolve(): void; reject(error: TranscribeConnectionError): void } | undefined;
  private finished: (() => void) | undefined;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly handlers: TranscribeHandlers,
  ) {}

  /** Resolves once the server reports ready; rejects when the first connection and its retries all fail. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.firstReady = { resolve, reject };
      this.open();
    });
  }

  /** Sends one chunk of audio; chunks produced while (re)connecting are dropped rather than queued. */
  send(chunk: ArrayBuffer): void {
    if (this.ready && this.socket?.readyState === WebSocket.OPEN) this.socket.send(chunk);
  }

  /** Asks for the last final transcript and waits for `finished` (or the close, or a timeout), then closes. */
  async finish(): Promise<void> {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || !this.ready) {
      this.close();
      return;
    }
    this.closedByUs = true;
    await new Promise<void>((resolve) => {
      const timer = window.setTimeout(resolve, FINISH_TIMEOUT_MS);
      this.finished = () => {
        window.clearTimeout(timer);
        resolve();
      };
      socket.send(JSON.stringify({ type: 'finish' }));
    });
    this.close();
  }

  /** Closes at once, without waiting for the last transcript (used on reset and when leaving the page). */
  close(): void {
    this.closedByUs = true;
    window.clearTimeout(this.retryTimer);
    this.ready = false;
    const socket = this.socket;
    this.socket = undefined;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(CLOSE_CODES.normal);
    this.finished?.();
  }

  private open(): void {
    const socket = new WebSocket(this.url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => {
      this.handlers.log('Voice connection open; authenticating');
      socket.send(JSON.stringify({ type: 'auth', token: this.token, revisions: true }));
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.onClosed(event.code, event.reason);
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      this.handlers.log('Ignored a message that is not JSON');
      return;
    }
    const transcript = transcriptMessageSchema.safeParse(message);
    if (transcript.success) {
      const { channel, is_final, start, duration, revision } = transcript.data;
      const best = channel.alternatives[0];
      if (!best) return;
      if (!is_final) {
        this.handlers.onTranscript({ kind: 'interim', text: best.transcript });
        return;
      }
      this.handlers.onTranscript({
        kind: 'final',
        text: best.transcript,
        confidence: best.confidence,
        ...(start !== undefined && duration !== undefined ? { span: { start, end: start + duration } } : {}),
        ...(revision ? { revision } : {}),
      });
      return;
    }
    const control = serverControlMessageSchema.safeParse(message);
    if (!control.success) return;
    if (control.data.type === 'ready') {
      this.ready = true;
      this.reconnectsLeft = AUDIO.reconnectAttempts;
      this.handlers.log(`Voice connection ready (engine: ${control.data.engine})`);
      if (this.firstReady) this.firstReady.resolve();
      else this.handlers.onReconnected?.();
      this.firstReady = undefined;
    } else if (control.data.type === 'finished') {
      this.finished?.();
    } else {
      this.handlers.log(`Server: ${control.data.message}`);
    }
  }

  private onClosed(code: number, reason: string): void {
    this.ready = false;
    this.handlers.log(`Voice connection closed (code ${code}${reason ? `, ${reason}` : ''})`);
    if (this.closedByUs) {
      this.finished?.();
      return;
    }
    const error = new TranscribeConnectionError(reason || `Voice connection closed (${code})`, code);
    if (FINAL_CLOSE_CODES.has(code) || this.reconnectsLeft <= 0) {
      this.socket = undefined;
      if (this.firstReady) {
        this.firstReady.reject(error);
        this.firstReady = undefined;
      } else {
        this.handlers.onLost(error);
      }
      return;
    }
    this.reconnectsLeft -= 1;
    const attempt = AUDIO.reconnectAttempts - this.reconnectsLeft;
    this.handlers.log(`Reconnecting in ${AUDIO.reconnectDelayMs / 1000} s (${attempt}/${AUDIO.reconnectAttempts})`);
    // Retries of the first connection are part of connecting; only a connection that was working is "reconnecting".
    if (!this.firstReady) this.handlers.onReconnecting?.(attempt);
    this.retryTimer = window.setTimeout(() => {
      if (!this.closedByUs) this.open();
    }, AUDIO.reconnectDelayMs);
  }
}
