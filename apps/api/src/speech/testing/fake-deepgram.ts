import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

export const FAKE_DEEPGRAM_API_KEY = 'test-key-123';

export interface FakeSession {
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
export class FakeDeepgram {
  readonly sessions: FakeSession[] = [];
  /** When false, CloseStream gets no final Results (everything was already finalized). */
  sendFinalOnClose = true;
  private server!: WebSocketServer;

  async start(): Promise<string> {
    this.server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      verifyClient: ({ req }, done) =>
        req.headers.authorization === `Token ${FAKE_DEEPGRAM_API_KEY}` ? done(true) : done(false, 401, 'Unauthorized'),
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
