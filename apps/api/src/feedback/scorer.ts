import { createLlmScorer, type EvaluationInput, type EvaluationResult, evaluate } from '@visaready/scoring';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface AnswerScorer {
  score(input: EvaluationInput): Promise<{ result: EvaluationResult; scoredBy: string }>;
}

/** How long one LLM call may take before the local engine answers instead. */
export const LLM_TIMEOUT_MS = 8_000;

/**
 * Chosen once from the configuration: an OpenAI-compatible LLM when LLM_BASE_URL is set (it falls back to the local
 * engine by itself), else the local engine. `scoredBy` names what actually produced the stored texts.
 */
export function createAnswerScorer(llm: Config['llm'], log?: Pick<FastifyBaseLogger, 'warn'>): AnswerScorer {
  if (!llm) return { score: async (input) => ({ result: evaluate(input), scoredBy: 'local' }) };
  const scorer = createLlmScorer({
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey ?? '',
    model: llm.model,
    timeoutMs: LLM_TIMEOUT_MS,
    onFallback: (reason) => log?.warn({ model: llm.model, reason }, 'LLM scoring fell back to the local engine'),
  });
  return {
    async score(input) {
      const result = await scorer.evaluate(input);
      return { result, scoredBy: result.details.engine === 'llm' ? `llm:${llm.model}` : 'local' };
    },
  };
}
