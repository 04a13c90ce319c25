/**
 * The local scoring engine: pure, synchronous and deterministic (same input → byte-identical output; no
 * randomness, clock or locale). See README.md for how the signals combine.
 */
import { answerFeedback, unassessableFeedback } from './feedback.js';
import { computeScore } from './score.js';
import { analyseContent } from './signals/content.js';
import { analyseDelivery } from './signals/delivery.js';
import { analyseLanguage } from './signals/grammar.js';
import { checkAssessable } from './signals/guard.js';
import { findRedFlags } from './signals/red-flags.js';
import type { EvaluationInput, EvaluationResult } from './types.js';

export function evaluate(input: EvaluationInput): EvaluationResult {
  const answer = input.answer ?? '';
  const delivery = analyseDelivery(answer, input.durationSeconds);
  const guard = checkAssessable(answer, input.confidence);
  if (!guard.assessable) {
    const score = guard.score ?? 0;
    return {
      score,
      ...unassessableFeedback(guard, input.question),
      details: {
        guard: { assessable: false, reason: guard.reason, explanation: guard.explanation },
        content: null,
        language: null,
        delivery,
        breakdown: { base: score, adjustments: [], raw: score, cap: score },
        engine: 'local',
      },
    };
  }

  const redFlags = findRedFlags(answer, input.visaType);
  const content = analyseContent({ ...input, answer, redFlags });
  const language = analyseLanguage(answer, delivery.wordCount);
  const { score, offTopic, breakdown } = computeScore({ content, language, delivery });
  return {
    score,
    ...answerFeedback({ content, language, delivery, modelAnswer: input.modelAnswer, question: input.question, offTopic }),
    details: {
      guard: { assessable: true, reason: null, explanation: null },
      content,
      language,
      delivery,
      breakdown,
      engine: 'local',
    },
  };
}
