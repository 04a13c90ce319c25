import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { TranscriptMessage } from '../engine.js';
import { DEFAULT_DEEPGRAM_QUERY, DeepgramEngine } from './deepgram.js';

const API_KEY = 'test-key-123';
const CHUNK = Buffer.alloc(8192, 1);

interface FakeSession {
  query: URLSearchParams;
  audioBytes: number;
  control: string[];
}

/**
 * A stand-in for wss://api.deepgram.com/v1/listen: rejects a wrong Authorization header
 * with 401 like Deepgram, answers every second audio chunk with an interim `Results`,
 * and on CloseStream sends the final `Results` + `Metadata`, then closes with 1000.
 * Messages copy the real format, including fields our engine drops.
 */
class FakeDeepgram {
  readonly sessions: FakeSession[] = [];
  /** When false, CloseStream gets no final Results (everything was already finalized). */
  sendFinalOnClose = true;
  private server!: WebSocketServer;

  async start(): Promise<string> {
    this.server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      verifyClient: ({ req }, done) => (req.headers.authorization === `Token ${API_KEY}` ? done(true) : done(false, 401, 'Unauthorized')),
    });
    await new Promise((resolve) => this.server.once('listening', resolve));
    this.server.on('connection', (socket, req) => {
      const session: FakeSession = {
        query: new URL(req.url ?? '/', 'ws://x').searchParams,
        audioBytes: 0,
        control: [],
      };
      this.sessions.push(session);
      let chunks = 0;
      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          session.audioBytes += (data as Buffer).length;
          if (++chunks % 2 === 0) socket.send(JSON.stringify(results(false, 'i want to', session.audioBytes)));
          return;
        }
        const control = JSON.parse(data.toString()) as { type: string };
        session.control.push(control.type);
        if (control.type === 'CloseStream') {
          if (this.sendFinalOnClose) {
            socket.send(JSON.stringify(results(true, 'I want to study.', session.audioBytes)));
          }
          socket.send(JSON.stringify({ type: 'Metadata', request_id: 'fake', duration: 1, channels: 1 }));
          socket.close(1000);
        }
      });
    });
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1/listen`;
  }

  stop(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function results(isFinal: boolean, transcript: string, audioBytes: number) {
  return {
    type: 'Results',
    channel_index: [0, 1],
    duration: audioBytes / 32_000,
    start: 0,
    is_final: isFinal,
    speech_final: isFinal,
    channel: {
      alternatives: [
        {
          transcript,
          confidence: 0.98,
          words: [{ word: 'i', start: 0.1, end: 0.2, confidence: 0.99, punctuated_word: 'I' }],
        },
      ],
    },
    metadata: { request_id: 'fake', model_info: { name: 'general', version: 'x', arch: 'nova-3' } },
    from_finalize: isFinal,
  };
}

const fake = new FakeDeepgram();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());
afterEach(() => {
  fake.sessions.length = 0;
  fake.sendFinalOnClose = true;
});

function collect() {
  const got = { messages: [] as TranscriptMessage[], errors: [] as Error[] };
  return {
    got,
    handlers: {
      onTranscript: (m: TranscriptMessage) => got.messages.push(m),
      onError: (e: Error) => got.errors.push(e),
    },
  };
}

describe('Deepgram relay', () => {
  it('is unavailable without an API key', async () => {
    const engine = new DeepgramEngine({ apiKey: undefined, baseUrl });
    expect(engine.status()).toEqual({ available: false, reason: 'no Deepgram API key configured' });
    const { got, handlers } = collect();
    await engine.openStream(handlers).finish();
    expect(got.errors[0]?.message).toMatch(/Deepgram unavailable/);
  });

  it('forwards audio with auth and query, relays interim and final Results, waits on CloseStream', async () => {
    const engine = new DeepgramEngine({ apiKey: API_KEY, baseUrl });
    const { got, handlers } = collect();
    const stream = engine.openStream(handlers);
    // Written before the socket is open: must be queued, not lost.
    for (let i = 0; i < 4; i++) stream.write(CHUNK);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stream.finish();

    const [session] = fake.sessions;
    expect(Object.fromEntries(session?.query ?? [])).toEqual(DEFAULT_DEEPGRAM_QUERY);
    expect(session?.audioBytes).toBe(4 * CHUNK.length);
    expect(session?.control).toEqual(['CloseStream']);
    expect(got.errors).toEqual([]);
    expect(got.messages.filter((m) => !m.is_final).length).toBeGreaterThanOrEqual(1);
    expect(got.messages.at(-1)).toEqual({
      type: 'Results',
      is_final: true,
      speech_final: true,
      start: 0,
      duration: 1.024,
      channel: { alternatives: [{ transcript: 'I want to study.', confidence: 0.98 }] },
    });
  });

  it('sends KeepAlive only while no audio flows', async () => {
    const engine = new DeepgramEngine({ apiKey: API_KEY, baseUrl, keepAliveMs: 100 });
    const stream = engine.openStream(collect().handlers);
    // Audio every 40 ms for 400 ms: no KeepAlive due.
    for (let i = 0; i < 10; i++) {
      stream.write(CHUNK);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const [session] = fake.sessions;
    expect(session?.control).toEqual([]);
    // Then 350 ms of silence from the client: about three KeepAlives.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(session?.control.filter((c) => c === 'KeepAlive').length).toBeGreaterThanOrEqual(2);
    await stream.finish();
    expect(session?.control.at(-1)).toBe('CloseStream');
  });

  it('finish() still emits one final when Deepgram has nothing left to finalize', async () => {
    fake.sendFinalOnClose = false;
    const engine = new DeepgramEngine({ apiKey: API_KEY, baseUrl });
    const { got, handlers } = collect();
    const stream = engine.openStream(handlers);
    stream.write(CHUNK);
    stream.write(CHUNK);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stream.finish();
    expect(got.messages.filter((m) => m.is_final)).toHaveLength(1);
    expect(got.messages.at(-1)).toMatchObject({ is_final: true, start: 0.512, duration: 0 });
  });

  it('reports a rejected API key through onError', async () => {
    const engine = new DeepgramEngine({ apiKey: 'wrong', baseUrl });
    const { got, handlers } = collect();
    const stream = engine.openStream(handlers);
    stream.write(CHUNK);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got.errors[0]?.message).toMatch(/HTTP 401/);
    await stream.finish(); // no-op after the error, must not hang
  });

  it('close() drops the connection without waiting', async () => {
    const engine = new DeepgramEngine({ apiKey: API_KEY, baseUrl });
    const { got, handlers } = collect();
    const stream = engine.openStream(handlers);
    stream.write(CHUNK);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(got.errors).toEqual([]);
    expect(fake.sessions[0]?.control).toEqual([]);
  });
});
