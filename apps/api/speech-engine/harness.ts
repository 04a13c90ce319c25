/**
 * Minimal WebSocket glue between a browser and a SpeechEngine, the way the API server is
 * expected to wire it: binary messages are PCM, a text {"type":"CloseStream"} (or the
 * socket closing) ends the stream, and every TranscriptMessage goes back as JSON text.
 *
 *   npx tsx harness.ts            # ws://127.0.0.1:8765, PocketSphinx (DEEPGRAM_API_KEY set: Deepgram)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type WebSocket, WebSocketServer } from 'ws';
import type { SpeechEngine } from './engine.js';
import { DeepgramEngine } from './engines/deepgram.js';
import { PocketSphinxEngine } from './engines/pocketsphinx.js';

export function attachSpeechSocket(socket: WebSocket, engine: SpeechEngine): void {
  const send = (payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  };
  const stream = engine.openStream({
    onTranscript: send,
    onError: (err) => {
      send({ type: 'Error', message: err.message });
      socket.close(1011, 'speech engine error');
    },
  });
  let finishing = false;
  const finish = () => {
    if (finishing) return;
    finishing = true;
    void stream.finish().then(() => socket.close(1000));
  };
  socket.on('message', (data, isBinary) => {
    if (isBinary) stream.write(data as Buffer);
    else if ((JSON.parse(data.toString()) as { type?: string }).type === 'CloseStream') finish();
  });
  // The client vanished: nobody is left to read a final transcript.
  socket.on('close', () => {
    if (!finishing) stream.close();
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const engine: SpeechEngine = process.env.DEEPGRAM_API_KEY
    ? new DeepgramEngine({ apiKey: process.env.DEEPGRAM_API_KEY })
    : new PocketSphinxEngine();
  const status = engine.status();
  if (!status.available) {
    console.error(`${engine.name} unavailable: ${status.reason}`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 8765);
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  server.on('connection', (socket) => attachSpeechSocket(socket, engine));
  console.log(`${engine.name} speech socket on ws://127.0.0.1:${port}`);
}
