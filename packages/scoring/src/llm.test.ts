import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import { createLlmScorer } from './llm.js';
import type { EvaluationInput } from './types.js';

type Behaviour = 'valid' | 'invalid-json' | 'wrong-shape' | 'error-500' | 'slow';

/** A local stand-in for an OpenAI-compatible server: it speaks the chat-completions wire format. */
let behaviour: Behaviour = 'valid';
let requests: { body: Record<string, unknown>; authorization: string | undefined }[] = [];
let server: Server;
let baseUrl: string;

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  requests.push({ body: JSON.parse(raw) as Record<string, unknown>, authorization: req.headers.authorization });
  if (req.url !== '/v1/chat/completions') return reply(res, 404, { error: 'not found' });
  switch (behaviour) {
    case 'valid':
      return reply(
        res,
        200,
        completion(
          JSON.stringify({ score: 8, correctness: 'Names the lab.', grammar: 'Clean.', constructive_feedback: 'Add the amount.' }),
        ),
      );
    case 'invalid-json':
      return reply(res, 200, completion('{"score": 8, "correctness": '));
    case 'wrong-shape':
      return reply(res, 200, completion(JSON.stringify({ score: 14, correctness: 'x' })));
    case 'error-500':
      return reply(res, 500, { error: { message: 'overloaded' } });
    case 'slow':
      setTimeout(() => reply(res, 200, completion('{}')), 500);
      return;
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const input: EvaluationInput = {
  visaType: 'F1',
  question: 'Why did you choose this university?',
  modelAnswer: 'I chose Iowa State for its seed science lab and a $4,000 scholarship.',
  keyPoints: ['seed science lab', '$4,000 scholarship'],
  answer: 'i chose iowa state because its seed science lab works on drought tolerant wheat, which is what i did at my internship',
  durationSeconds: 4,
};

function scorer(timeoutMs = 2000) {
  return createLlmScorer({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs });
}

describe('LLM adapter against a fake chat-completions server', () => {
  it('uses a valid JSON-schema reply and sends temperature 0 with the schema', async () => {
    behaviour = 'valid';
    requests = [];
    const result = await scorer().evaluate(input);
    expect(result).toMatchObject({ score: 8, correctness: 'Names the lab.', grammar: 'Clean.', constructive_feedback: 'Add the amount.' });
    expect(result.details.engine).toBe('llm');
    expect(requests[0]!.authorization).toBe('Bearer test-key');
    expect(requests[0]!.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_schema' } });
  });

  it('caches by input: a second identical call does not reach the server', async () => {
    behaviour = 'valid';
    requests = [];
    const llm = scorer();
    await llm.evaluate(input);
    await llm.evaluate({ ...input });
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['invalid-json', 'reply not in the result schema'],
    ['wrong-shape', 'reply not in the result schema'],
    ['error-500', 'HTTP 500'],
  ] as const)('falls back to the local engine on %s, and says why', async (mode, reason) => {
    behaviour = mode;
    const reasons: string[] = [];
    const result = await createLlmScorer({
      baseUrl,
      apiKey: 'test-key',
      model: 'test-model',
      timeoutMs: 2000,
      onFallback: (why) => reasons.push(why),
    }).evaluate(input);
    expect(result).toEqual(evaluate(input));
    expect(reasons).toEqual([reason]);
  });

  it('falls back to the local engine when the call times out', async () => {
    behaviour = 'slow';
    const started = Date.now();
    const result = await scorer(100).evaluate(input);
    expect(result).toEqual(evaluate(input));
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('never sends an unassessable answer to the model', async () => {
    behaviour = 'valid';
    requests = [];
    const result = await scorer().evaluate({ ...input, answer: 'No Idea' });
    expect(result.score).toBe(0);
    expect(requests).toHaveLength(0);
  });

  it('keeps the red-flag ceiling even when the model scores higher', async () => {
    behaviour = 'valid';
    const result = await scorer().evaluate({ ...input, answer: 'my consultant chose it, after the degree i will settle in the us' });
    expect(result.score).toBeLessThanOrEqual(2);
  });
});
