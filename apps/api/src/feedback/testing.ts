import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Marker that makes the fake model reply with text that is not JSON, to exercise the local fallback. */
export const INVALID_JSON_MARKER = 'cannot-parse-this';

export interface FakeChatServer {
  baseUrl: string;
  requests: Array<{ model: string; temperature: number; answer: string }>;
  close(): Promise<void>;
}

/** A local server speaking the OpenAI chat-completions format: a fixed verdict, or invalid JSON on request. */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const requests: FakeChatServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const payload = JSON.parse(body) as { model: string; temperature: number; messages: Array<{ role: string; content: string }> };
      const user = JSON.parse(payload.messages.find((message) => message.role === 'user')?.content ?? '{}') as { answer?: string };
      const answer = user.answer ?? '';
      requests.push({ model: payload.model, temperature: payload.temperature, answer });
      const content = answer.includes(INVALID_JSON_MARKER)
        ? 'Sure! Here is my assessment: {score: seven'
        : JSON.stringify({
            score: 7,
            correctness: 'From the fake model: the answer names the programme.',
            grammar: 'From the fake model: no grammar errors.',
            constructive_feedback: 'From the fake model: add the intake.',
          });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
