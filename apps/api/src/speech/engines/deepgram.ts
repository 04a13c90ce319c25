/**
 * Relay to Deepgram's live transcription WebSocket. Audio is forwarded as it arrives;
 * Deepgram's `Results` messages come back trimmed to our TranscriptMessage shape.
 */
import WebSocket from 'ws';
import {
  type EngineStatus,
  failedStream,
  type SpeechEngine,
  type SpeechStream,
  type TranscriptHandlers,
  type TranscriptMessage,
  transcriptMessage,
} from '../engine';

export const DEEPGRAM_LISTEN_URL = 'wss://api.deepgram.com/v1/listen';

export const DEFAULT_DEEPGRAM_QUERY: Readonly<Record<string, string>> = {
  encoding: 'linear16',
  sample_rate: '16000',
  channels: '1',
  interim_results: 'true',
  punctuate: 'true',
  endpointing: '300',
};

export interface DeepgramOptions {
  apiKey: string | undefined;
  /** Default DEEPGRAM_LISTEN_URL; tests point it at a local fake. */
  baseUrl?: string;
  /** Merged over DEFAULT_DEEPGRAM_QUERY (e.g. { model: 'nova-3', language: 'en-IN' }). */
  query?: Record<string, string>;
  /** Send KeepAlive after this long without audio; Deepgram closes idle streams after 10 s. */
  keepAliveMs?: number;
  /** How long finish() waits for Deepgram's last results after CloseStream. */
  finishTimeoutMs?: number;
}

/** The part of Deepgram's live `Results` message we read. */
interface DeepgramResults {
  type: 'Results';
  is_final?: boolean;
  speech_final?: boolean;
  start?: number;
  duration?: number;
  channel?: { alternatives?: Array<{ transcript?: string; confidence?: number }> };
}

export class DeepgramEngine implements SpeechEngine {
  readonly name = 'deepgram' as const;
  private readonly url: string;
  private readonly apiKey: string | undefined;
  private readonly keepAliveMs: number;
  private readonly finishTimeoutMs: number;
  private readonly openStreams = new Set<SpeechStream>();

  constructor(options: DeepgramOptions) {
    this.apiKey = options.apiKey || undefined;
    const query = new URLSearchParams({ ...DEFAULT_DEEPGRAM_QUERY, ...options.query });
    this.url = `${options.baseUrl ?? DEEPGRAM_LISTEN_URL}?${query}`;
    this.keepAliveMs = options.keepAliveMs ?? 5_000;
    this.finishTimeoutMs = options.finishTimeoutMs ?? 5_000;
  }

  status(): EngineStatus {
    return this.apiKey ? { available: true } : { available: false, reason: 'no Deepgram API key configured' };
  }

  openStream(handlers: TranscriptHandlers): SpeechStream {
    if (!this.apiKey) return failedStream(handlers, `Deepgram unavailable: ${this.status().reason}`);
    const stream = this.relay(this.apiKey, handlers);
    this.openStreams.add(stream);
    return stream;
  }

  async dispose(): Promise<void> {
    for (const stream of this.openStreams) stream.close();
  }

  private relay(apiKey: string, handlers: TranscriptHandlers): SpeechStream {
    const socket = new WebSocket(this.url, { headers: { Authorization: `Token ${apiKey}` } });
    /** Audio and control messages written before the socket opened. */
    const pending: Array<Buffer | string> = [];
    let state: 'open' | 'finishing' | 'done' = 'open';
    let finalSinceFinish = false;
    let lastEnd = 0;
    let settleFinish: (() => void) | undefined;

    const send = (data: Buffer | string) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(data);
      else if (socket.readyState === WebSocket.CONNECTING) pending.push(data);
    };

    const keepAlive = setTimeout(function ping() {
      send(JSON.stringify({ type: 'KeepAlive' }));
      keepAlive.refresh();
    }, this.keepAliveMs);
    keepAlive.unref();

    const end = (error?: Error) => {
      if (state === 'done') return;
      // finish() promises one last final; Deepgram sends none when all audio was already finalized.
      if (state === 'finishing' && !finalSinceFinish && !error) {
        handlers.onTranscript(
          transcriptMessage({
            isFinal: true,
            speechFinal: true,
            start: lastEnd,
            duration: 0,
            transcript: '',
            confidence: 0,
          }),
        );
      }
      state = 'done';
      clearTimeout(keepAlive);
      this.openStreams.delete(stream);
      if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
      if (error) handlers.onError(error);
      settleFinish?.();
    };

    socket.on('open', () => {
      for (const data of pending.splice(0)) socket.send(data);
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary || state === 'done') return;
      const message = parseResults(data.toString());
      if (!message) return; // Metadata, SpeechStarted, UtteranceEnd: nothing for the client
      lastEnd = message.start + message.duration;
      if (message.is_final && state === 'finishing') finalSinceFinish = true;
      handlers.onTranscript(message);
    });
    socket.on('unexpected-response', (_request, response) => {
      end(new Error(`Deepgram refused the stream: HTTP ${response.statusCode} ${response.statusMessage ?? ''}`.trim()));
    });
    socket.on('error', (err) => end(new Error(`Deepgram connection error: ${err.message}`)));
    socket.on('close', (code, reason) => {
      // Deepgram closes with 1000 after CloseStream once it has sent the last results.
      if (state === 'finishing') end();
      else end(new Error(`Deepgram closed the stream unexpectedly (${code} ${reason.toString()})`.trim()));
    });

    const stream: SpeechStream = {
      write(pcm) {
        if (state !== 'open' || pcm.length === 0) return;
        // Copy: the caller may reuse its buffer before ws sends a queued frame.
        send(Buffer.from(pcm));
        keepAlive.refresh();
      },
      finish: () => {
        if (state !== 'open') return Promise.resolve();
        state = 'finishing';
        clearTimeout(keepAlive); // nothing may follow CloseStream
        return new Promise<void>((resolve) => {
          const timeout = setTimeout(() => end(), this.finishTimeoutMs);
          settleFinish = () => {
            clearTimeout(timeout);
            resolve();
          };
          send(JSON.stringify({ type: 'CloseStream' }));
        });
      },
      close: () => {
        state = 'done';
        clearTimeout(keepAlive);
        this.openStreams.delete(stream);
        socket.terminate();
        settleFinish?.();
      },
    };
    return stream;
  }
}

function parseResults(text: string): TranscriptMessage | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || (raw as { type?: unknown }).type !== 'Results') return undefined;
  const results = raw as DeepgramResults;
  const best = results.channel?.alternatives?.[0];
  return transcriptMessage({
    isFinal: results.is_final === true,
    speechFinal: results.speech_final === true,
    start: results.start ?? 0,
    duration: results.duration ?? 0,
    transcript: best?.transcript ?? '',
    confidence: best?.confidence ?? 0,
  });
}
