/**
 * The speech bench's way in through `GET /api/transcribe`, as the interview page uses it: the real app (Origin check,
 * rate limits, token auth, stream slots, session timers) listening on a loopback port, with an in-memory PGlite
 * database and one signed-in user per applicant, spoken to with the page's protocol (auth message, `ready`, binary
 * 4096-sample PCM frames, `finish`, the last final, `finished`, close 1000).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import {
  CLOSE_CODES,
  serverControlMessageSchema,
  TRANSCRIBE_PATH,
  type TranscriptMessage,
  transcriptMessageSchema,
} from '@visaready/shared/schemas/speech';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createSignedInUser } from '../testing/fixtures';
import type { SpeechEngine } from './engine';

/** The page's origin as the app is configured for it (PUBLIC_URL); the route refuses any other. */
const ORIGIN = 'http://visaready.bench';

export interface RouteStream {
  write(chunk: Buffer): void;
  /** Sends `finish` and resolves once the server closed normally after the last final. */
  finish(): Promise<void>;
}

export interface BenchServer {
  /**
   * A ready transcription socket for `speaker` (one user account per speaker name, as one applicant signs in once);
   * `revisions` as the interview page asks (fast finals, then revisions), else as any client that joins finals.
   */
  open(speaker: string, onTranscript: (message: TranscriptMessage) => void, revisions?: boolean): Promise<RouteStream>;
  /** Stops the app, which disposes the engine. */
  close(): Promise<void>;
}

export async function startBenchServer(engine: SpeechEngine): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-speech-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: ORIGIN,
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const app = await createApp({ config, database, startJobs: false, speech: engine });
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.server.address() as AddressInfo;
  const url = `ws://127.0.0.1:${port}${TRANSCRIBE_PATH}`;
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (speaker: string) => {
    let token = tokens.get(speaker);
    if (!token) {
      token = createSignedInUser({ database, deps: app.deps }).then((user) => user.token);
      tokens.set(speaker, token);
    }
    return token;
  };

  return {
    async open(speaker, onTranscript, revisions = false) {
      const token = await tokenFor(speaker);
      const socket = new WebSocket(url, { origin: ORIGIN });
      let serverError = '';
      const closed = new Promise<{ code: number; reason: string }>((resolve) => {
        socket.on('close', (code, reason) => resolve({ code, reason: `${reason.toString()}${serverError && `: ${serverError}`}` }));
      });
      // A refused upgrade or a reset surfaces as an error before the close, which is what reports it.
      socket.on('error', () => undefined);
      const ready = new Promise<void>((resolve, reject) => {
        socket.on('message', (data, isBinary) => {
          if (isBinary) return;
          const message: unknown = JSON.parse(data.toString());
          const transcript = transcriptMessageSchema.safeParse(message);
          if (transcript.success) return onTranscript(transcript.data);
          const control = serverControlMessageSchema.safeParse(message);
          if (control.data?.type === 'ready') resolve();
          if (control.data?.type === 'error') serverError = control.data.message;
        });
        void closed.then(({ code, reason }) => reject(new Error(`${speaker}: closed before ready (${code} ${reason})`)));
      });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token, revisions })));
      await ready;
      return {
        write: (chunk) => socket.send(chunk),
        async finish() {
          socket.send(JSON.stringify({ type: 'finish' }));
          const { code, reason } = await closed;
          if (code !== CLOSE_CODES.normal) throw new Error(`${speaker}: stream closed with ${code} ${reason}`);
        },
      };
    },
    async close() {
      await app.server.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
