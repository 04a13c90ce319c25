/**
 * Optional LLM path: asks an OpenAI-compatible chat-completions API for the score and the three texts, with a
 * JSON-schema response format and temperature 0. The local engine stays in charge of what must never go wrong:
 * unassessable answers never reach the model, red-flag ceilings still apply, and any failure (network, HTTP
 * error, timeout, invalid JSON, wrong shape) falls back to the local result. I/O is injected (`fetch`), so the
 * package stays pure and tests run against a local fake server.
 */
import { createHash } from 'node:crypto';
import { evaluate } from './evaluate.js';
import { checkAssessable } from './signals/guard.js';
import type { EvaluationInput, EvaluationResult } from './types.js';

export interface LlmScorerOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Most results kept in memory; the oldest is dropped first. */
  cacheSize?: number;
  /** Told why the local engine answered instead of the model (for the operator's log; never the answer text). */
  onFallback?: (reason: string) => void;
}

export interface LlmScorer {
  evaluate(input: EvaluationInput): Promise<EvaluationResult>;
}

const DEFAULT_CACHE_SIZE = 500;

export const RESULT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['score', 'correctness', 'grammar', 'constructive_feedback'],
  properties: {
    score: { type: 'integer', minimum: 0, maximum: 10 },
    correctness: { type: 'string' },
    grammar: { type: 'string' },
    constructive_feedback: { type: 'string' },
  },
} as const;

const SYSTEM_PROMPT = [
  'You score one transcribed answer from a US visa interview rehearsal (F1 or B1/B2) from 0 to 10.',
  '0: no answer or wholly irrelevant. 1-2: harmful (intent to stay or work illegally, contradiction, someone else decided everything, evasive) or unintelligible.',
  '3-4: relevant but vague, generic or memorised; or long and rambling. 5-6: answers with some specifics but thin, partly off-target or with notable language problems.',
  '7-8: direct, specific and credible, concise, minor slips. 9-10: direct, specific, credible, concise, natural, clean language.',
  'Weigh, in order: relevance and directness; credibility and specificity; fit with the visa (study intent and funding for F1, temporary purpose for B1/B2, ties to home); concision (one to three sentences, under 45 s); language.',
  'The transcript comes from speech recognition: fillers and missing punctuation or capitals are not grammar errors.',
  "correctness: quote the applicant's words and name the key points covered and missing. grammar: list real grammar errors with a fix. constructive_feedback: exactly one improvement for next time.",
].join('\n');

interface LlmVerdict {
  score: number;
  correctness: string;
  grammar: string;
  constructive_feedback: string;
}

function isVerdict(value: unknown): value is LlmVerdict {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.score === 'number' &&
    Number.isInteger(v.score) &&
    v.score >= 0 &&
    v.score <= 10 &&
    typeof v.correctness === 'string' &&
    v.correctness.trim() !== '' &&
    typeof v.grammar === 'string' &&
    v.grammar.trim() !== '' &&
    typeof v.constructive_feedback === 'string' &&
    v.constructive_feedback.trim() !== ''
  );
}

/** Cache key: the input's fields in a fixed order, so property order in the caller's object does not matter. */
function cacheKey(input: EvaluationInput, model: string): string {
  const canonical = JSON.stringify([
    model,
    input.visaType,
    input.question,
    input.modelAnswer,
    input.keyPoints,
    input.answer,
    input.durationSeconds ?? null,
    input.confidence ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function parseVerdict(body: unknown): LlmVerdict | null {
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(content);
    return isVerdict(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createLlmScorer(options: LlmScorerOptions): LlmScorer {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;
  const cache = new Map<string, EvaluationResult>();
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  /** The model's verdict, or why there is none. */
  async function askModel(input: EvaluationInput): Promise<LlmVerdict | string> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        signal: controller.signal,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          response_format: { type: 'json_schema', json_schema: { name: 'answer_score', strict: true, schema: RESULT_SCHEMA } },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: JSON.stringify({
                visa_type: input.visaType,
                question: input.question,
                model_answer: input.modelAnswer,
                key_points: input.keyPoints,
                answer: input.answer,
                duration_seconds: input.inputMethod === 'typed' ? null : (input.durationSeconds ?? null),
                input_method: input.inputMethod ?? 'spoken',
              }),
            },
          ],
        }),
      });
      if (!response.ok) return `HTTP ${response.status}`;
      return parseVerdict(await response.json()) ?? 'reply not in the result schema';
    } catch (error) {
      // Network failure, abort on timeout, or a body that is not JSON: the local engine answers instead.
      return controller.signal.aborted ? `no reply within ${options.timeoutMs} ms` : `request failed (${(error as Error).name})`;
    } finally {
      clearTimeout(timer);
    }
  }

  function remember(key: string, result: EvaluationResult): void {
    cache.set(key, result);
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  }

  return {
    async evaluate(input) {
      const local = evaluate(input);
      if (!checkAssessable(input.answer ?? '', input.confidence).assessable) return local;
      const key = cacheKey(input, options.model);
      const cached = cache.get(key);
      if (cached) return cached;
      const verdict = await askModel(input);
      if (typeof verdict === 'string') {
        options.onFallback?.(verdict);
        return local;
      }
      // The rubric's caps are not negotiable: a cap the local engine found bounds the model's score too.
      const ceiling = local.details.breakdown.cap;
      const score = ceiling !== null ? Math.min(verdict.score, ceiling) : verdict.score;
      // The local engine's messages say what its own texts say, not the model's: they do not travel with these.
      const { messages: _localTexts, ...localDetails } = local.details;
      const result: EvaluationResult = {
        score,
        correctness: verdict.correctness,
        grammar: verdict.grammar,
        constructive_feedback: verdict.constructive_feedback,
        details: { ...localDetails, engine: 'llm' },
      };
      remember(key, result);
      return result;
    },
  };
}
