import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TranscriptMessage } from '../engine';
import { FAKE_DEEPGRAM_API_KEY as API_KEY, FakeDeepgram } from '../testing/fake-deepgram';
import { DEFAULT_DEEPGRAM_QUERY, DeepgramEngine } from './deepgram';

const CHUNK = Buffer.alloc(8192, 1);

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
    // Generous against a busy machine: a 40 ms timer would have to stall for half a second to look like silence.
    const engine = new DeepgramEngine({ apiKey: API_KEY, baseUrl, keepAliveMs: 500 });
    const stream = engine.openStream(collect().handlers);
    for (let i = 0; i < 10; i++) {
      stream.write(CHUNK);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const [session] = fake.sessions;
    expect(session?.control).toEqual([]);
    // Then silence from the client: KeepAlives keep the Deepgram connection open.
    await vi.waitFor(() => expect(session?.control.filter((c) => c === 'KeepAlive').length).toBeGreaterThanOrEqual(2), {
      timeout: 10_000,
      interval: 50,
    });
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
    await vi.waitFor(() => expect(got.errors[0]?.message).toMatch(/HTTP 401/), { timeout: 10_000, interval: 50 });
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
