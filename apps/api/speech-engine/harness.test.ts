import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { TranscriptMessage } from './engine.js';
import { PocketSphinxEngine } from './engines/pocketsphinx.js';
import { ensureFixtures, fixtureToolsMissing } from './fixtures/generate.js';
import { assertPackages, skipWithoutPackages } from './fixtures/requirements.js';
import { wordErrorRate } from './fixtures/wer.js';
import { attachSpeechSocket } from './harness.js';

const engine = new PocketSphinxEngine({ workers: 1 });
const missing = [engine.status().reason, await fixtureToolsMissing()];

describe.skipIf(skipWithoutPackages('WebSocket harness test', missing))('WebSocket harness', () => {
  let server: WebSocketServer;
  let url: string;

  beforeAll(async () => {
    assertPackages(missing);
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    server.on('connection', (socket) => attachSpeechSocket(socket, engine));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await engine.dispose();
  });

  it('turns a browser-style PCM stream into Deepgram-shaped JSON', async () => {
    const [fixture] = await ensureFixtures();
    if (!fixture) throw new Error('no fixtures');
    const socket = new WebSocket(url);
    const messages: TranscriptMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as TranscriptMessage));
    await new Promise((resolve) => socket.once('open', resolve));
    for (let offset = 0; offset < fixture.pcm.length; offset += 8192) {
      socket.send(fixture.pcm.subarray(offset, offset + 8192));
    }
    socket.send(JSON.stringify({ type: 'CloseStream' }));
    await new Promise((resolve) => socket.once('close', resolve));

    expect(messages.some((m) => !m.is_final)).toBe(true);
    const finals = messages.filter((m) => m.is_final).map((m) => m.channel.alternatives[0]?.transcript);
    expect(wordErrorRate(fixture.text, finals.join(' '))).toBeLessThanOrEqual(0.25);
  });
});
