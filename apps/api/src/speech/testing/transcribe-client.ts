import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import WebSocket from 'ws';
import { settledTranscript } from '@visaready/shared';
import { TRANSCRIBE_PATH } from '@visaready/shared/schemas/speech';
import type { TestApp } from '../../testing/test-app';

/** Origin the speech tests configure as PUBLIC_URL (the port of a listening test server is unknown in advance). */
export const TEST_PUBLIC_URL = 'http://visaready.test';

export interface ServerMessage {
  type: string;
  is_final?: boolean;
  engine?: string;
  message?: string;
  channel?: { alternatives: Array<{ transcript: string; confidence: number }> };
  start?: number;
  duration?: number;
  revision?: boolean;
}

export interface TranscribeClient {
  socket: WebSocket;
  /** The headers of the server's 101 answer (x-served-by names the process). */
  upgradeHeaders: Record<string, string | string[] | undefined>;
  messages: ServerMessage[];
  /** Resolves with the close code and reason, whoever closed. */
  closed: Promise<{ code: number; reason: string }>;
  waitForMessage(predicate: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  send(data: Buffer | object): void;
}

/** Starts the test app's server on a free loopback port and returns its transcription URL. */
export async function listen(app: TestApp): Promise<string> {
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${TRANSCRIBE_PATH}`;
}

export interface ConnectOptions {
  /** The Origin header: TEST_PUBLIC_URL by default, null for none. */
  origin?: string | null;
}

export async function connect(url: string, options: ConnectOptions = {}): Promise<TranscribeClient> {
  const origin = options.origin === undefined ? TEST_PUBLIC_URL : options.origin;
  const socket = new WebSocket(url, origin === null ? {} : { origin });
  const messages: ServerMessage[] = [];
  socket.on('message', (data, isBinary) => {
    if (!isBinary) messages.push(JSON.parse(data.toString()) as ServerMessage);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  // A frame the server refuses can surface as a socket error on the client before the close.
  socket.on('error', () => undefined);
  let upgradeHeaders: TranscribeClient['upgradeHeaders'] = {};
  socket.once('upgrade', (response) => {
    upgradeHeaders = response.headers;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: HTTP ${response.statusCode}`)));
  });
  return {
    socket,
    upgradeHeaders,
    messages,
    closed,
    async waitForMessage(predicate, timeoutMs = 20_000) {
      await vi.waitFor(() => expect(messages.some(predicate)).toBe(true), { timeout: timeoutMs, interval: 20 });
      return messages.find(predicate) as ServerMessage;
    },
    send(data) {
      socket.send(Buffer.isBuffer(data) ? data : JSON.stringify(data));
    },
  };
}

/** Connects and authenticates; resolves once the server said `ready`. */
export async function connectReady(
  url: string,
  token: string,
  options: ConnectOptions & { revisions?: boolean } = {},
): Promise<TranscribeClient> {
  const client = await connect(url, options);
  client.send(options.revisions ? { type: 'auth', token, revisions: true } : { type: 'auth', token });
  const refused = await Promise.race([
    client
      .waitForMessage((m) => m.type === 'ready')
      .then(
        () => undefined,
        (error: unknown) => ({ code: -1, reason: String(error) }),
      ),
    client.closed,
  ]);
  if (refused) throw new Error(`no ready: ${refused.code} ${refused.reason}`);
  return client;
}

/** The answer's text as the page settles it: finals in order, a second-pass revision in place of those it covers. */
export function transcriptOf(messages: ServerMessage[]): string {
  return settledTranscript(messages);
}
