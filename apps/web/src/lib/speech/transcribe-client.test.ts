import type { AddressInfo } from 'node:net';
import { AUDIO } from '@visaready/shared';
import { CLOSE_CODES } from '@visaready/shared/schemas/speech';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { TranscriptEvent } from './transcript';
import { TranscribeClient, type TranscribeConnectionError } from './transcribe-client';

/**
 * The client against a local server speaking the /api/transcribe protocol; each test scripts how the server
 * behaves per connection. (The real server has its own tests; this checks the client's side of the contract.)
 */
type Behaviour = (socket: WebSocket, connection: number) => void;

let server: WebSocketServer;
let url: string;
let behaviour: Behaviour;
let connections = 0;
const received: Array<{ connection: number; data: unknown }> = [];

beforeAll(async () => {
  // The client is browser code: it uses window timers and the global WebSocket.
  Object.assign(globalThis, { window: globalThis, WebSocket });
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/transcribe`;
  server.on('connection', (socket) => {
    connections += 1;
    const connection = connections;
    socket.on('message', (data, isBinary) =>
      received.push({ connection, data: isBinary ? (data as Buffer).length : JSON.parse(String(data)) }),
    );
    behaviour(socket, connection);
  });
});

afterEach(() => {
  connections = 0;
  received.length = 0;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function readyOnAuth(socket: WebSocket) {
  socket.once('message', () => socket.send(JSON.stringify({ type: 'ready', engine: 'pocketsphinx' })));
}

function client() {
  const transcripts: TranscriptEvent[] = [];
  const lost: TranscribeConnectionError[] = [];
  const reconnects: Array<number | 'ready'> = [];
  const instance = new TranscribeClient(url, 'session-token', {
    onTranscript: (event) => transcripts.push(event),
    onLost: (error) => lost.push(error),
    onReconnecting: (attempt) => reconnects.push(attempt),
    onReconnected: () => reconnects.push('ready'),
    log: () => undefined,
  });
  return { instance, transcripts, lost, reconnects };
}

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('TranscribeClient', () => {
  it('authenticates first, streams PCM frames once ready, maps results, and finishes on request', async () => {
    behaviour = (socket) => {
      readyOnAuth(socket);
      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          socket.send(
            JSON.stringify({ type: 'Results', is_final: false, channel: { alternatives: [{ transcript: 'i want', confidence: 0.5 }] } }),
          );
          return;
        }
        if (JSON.parse(String(data)).type !== 'finish') return;
        socket.send(
          JSON.stringify({
            type: 'Results',
            is_final: true,
            channel: { alternatives: [{ transcript: 'I want to study', confidence: 0.8 }] },
          }),
        );
        socket.send(
          JSON.stringify({
            type: 'Results',
            is_final: true,
            start: 0.25,
            duration: 1.5,
            revision: true,
            channel: { alternatives: [{ transcript: 'I want to study.', confidence: 0.9 }] },
          }),
        );
        socket.send(JSON.stringify({ type: 'finished' }));
        socket.close(CLOSE_CODES.normal);
      });
    };
    const { instance, transcripts, lost } = client();
    await instance.connect();
    instance.send(new Int16Array(AUDIO.chunkSamples).buffer);
    await until(() => transcripts.length === 1);
    await instance.finish();

    expect(received).toEqual([
      { connection: 1, data: { type: 'auth', token: 'session-token', revisions: true } },
      { connection: 1, data: AUDIO.chunkSamples * 2 },
      { connection: 1, data: { type: 'finish' } },
    ]);
    expect(transcripts).toEqual([
      { kind: 'interim', text: 'i want' },
      { kind: 'final', text: 'I want to study', confidence: 0.8 },
      { kind: 'final', text: 'I want to study.', confidence: 0.9, span: { start: 0.25, end: 1.75 }, revision: true },
    ]);
    expect(lost).toEqual([]);
    expect(connections).toBe(1);
  });

  it('reconnects after an abnormal close, at most 3 times 2 s apart, then reports the connection lost', async () => {
    const openedAt: number[] = [];
    behaviour = (socket, connection) => {
      openedAt.push(Date.now());
      readyOnAuth(socket);
      // The first connection drops after becoming ready; every reconnect drops before it.
      if (connection === 1) socket.once('message', () => setTimeout(() => socket.terminate(), 50));
      else socket.terminate();
    };
    const { instance, lost, reconnects } = client();
    await instance.connect();
    await until(() => lost.length === 1, 15_000);

    expect(connections).toBe(1 + AUDIO.reconnectAttempts);
    // Each reconnect is announced as it starts (the page shows "Reconnecting (n/3)").
    expect(reconnects).toEqual([1, 2, 3]);
    for (let index = 1; index < openedAt.length; index += 1) {
      expect((openedAt[index] ?? 0) - (openedAt[index - 1] ?? 0)).toBeGreaterThanOrEqual(AUDIO.reconnectDelayMs - 50);
    }
    instance.close();
  }, 20_000);

  it('says when a reconnect is ready again, and the stream goes on', async () => {
    behaviour = (socket, connection) => {
      readyOnAuth(socket);
      if (connection === 1) socket.once('message', () => setTimeout(() => socket.terminate(), 50));
    };
    const { instance, lost, reconnects } = client();
    await instance.connect();
    await until(() => reconnects.includes('ready'), 10_000);
    expect(reconnects).toEqual([1, 'ready']);
    expect(lost).toEqual([]);
    instance.close();
  }, 15_000);

  it('never retries a normal close or a refused token', async () => {
    behaviour = (socket, connection) => {
      if (connection === 1) socket.close(CLOSE_CODES.unauthorized, 'Authentication failed');
    };
    const refused = client();
    await expect(refused.instance.connect()).rejects.toMatchObject({ closeCode: CLOSE_CODES.unauthorized });

    behaviour = (socket) => {
      readyOnAuth(socket);
      socket.once('message', () => setTimeout(() => socket.close(CLOSE_CODES.normal), 50));
    };
    const normal = client();
    await normal.instance.connect();
    await until(() => normal.lost.length === 1);
    await new Promise((resolve) => setTimeout(resolve, AUDIO.reconnectDelayMs + 300));
    expect(connections).toBe(2);
    expect(normal.lost[0]?.closeCode).toBe(CLOSE_CODES.normal);
  }, 10_000);

  it('does not reconnect a stream the server closed for silence, and reports it', async () => {
    behaviour = (socket) => {
      readyOnAuth(socket);
      socket.once('message', () => setTimeout(() => socket.close(CLOSE_CODES.silence, 'No speech heard'), 50));
    };
    const silent = client();
    await silent.instance.connect();
    await until(() => silent.lost.length === 1);
    await new Promise((resolve) => setTimeout(resolve, AUDIO.reconnectDelayMs + 300));
    expect(connections).toBe(1);
    expect(silent.lost[0]?.closeCode).toBe(CLOSE_CODES.silence);
  }, 10_000);
});
