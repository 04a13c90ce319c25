/**
 * The local scoring engine: pure, synchronous and deterministic (same input → byte-identical output; no
 * randomness, clock or locale). A guard turns away answers with nothing to assess; the learned model
 * (model/scorer-model.json, trained by `npm run train:scoring` on data/corpus) scores the rest from interpretable
 * signals, and the texts explain that score from the same signals. See README.md.
 */
import committedModel from '../model/scorer-model.json' with { type: 'json' };
import { explainRisk } from './explain-risk.js';
import { type AnswerReading, readAnswer } from './features.js';
import { answerFeedback, coveredLabel, missingRequests, unassessableFeedback } from './feedback.js';
import { applyScorerModel, type ScorerModel } from './learn/model.js';
import { analyseDelivery } from './signals/delivery.js';
import { checkAssessable } from './signals/guard.js';
import type { ContentDetails, EvaluationInput, EvaluationResult } from './types.js';

const MODEL = committedModel as unknown as ScorerModel;
/** Below this mean similarity of neighbouring words a transcript reads as recognition word salad. */
const WORD_SALAD_COHERENCE = 0.25;

export function evaluate(input: EvaluationInput): EvaluationResult {
  return evaluateWithModel(MODEL, input);
}

/** Scores with a given model; `reading` is the answer already read into signals (the benchmark reads each once). */
export function evaluateWithModel(model: ScorerModel, input: EvaluationInput, reading?: AnswerReading): EvaluationResult {
  const answer = input.answer ?? '';
  const guard = checkAssessable(answer, input.confidence);
  if (!guard.assessable) {
    const score = guard.score ?? 0;
    const delivery = analyseDelivery(answer, input.inputMethod === 'typed' ? undefined : input.durationSeconds);
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
  return evaluateReading(model, reading ?? readAnswer({ ...input, answer }));
}

function unusableReason(reading: AnswerReading): string {
  const salad = reading.delivery.wordCount >= 5 && (reading.signals.coherence ?? 0) < WORD_SALAD_COHERENCE;
  return salad
    ? 'the transcript reads as words that do not belong together, so speech recognition probably misheard the answer.'
    : `it does not give an answer to the question asked ("${reading.input.question}").`;
}

function evaluateReading(model: ScorerModel, reading: AnswerReading): EvaluationResult {
  const verdict = applyScorerModel(model, reading);
  const redFlag = verdict.cap === 2 ? explainRisk(model.ngramRedFlag, reading.input, reading.ruleFlags) : null;
  const unusable = verdict.cap === 1 ? unusableReason(reading) : null;
  const covered = reading.keyPoints.filter((point) => point.covered);
  const content: ContentDetails = {
    ...reading.content,
    keyPoints: reading.keyPoints.map(({ keyPoint, credit, covered: isCovered, evidence }) => ({
      keyPoint,
      credit,
      covered: isCovered,
      evidence,
    })),
    covered: covered.map(coveredLabel),
    missing: missingRequests(reading.keyPoints),
    coverage: Math.round((reading.signals.coverage_combined ?? 0) * 1000) / 1000,
    redFlags: redFlag ? [redFlag] : [],
  };
  return {
    score: verdict.score,
    ...answerFeedback({
      question: reading.input.question,
      score: verdict.score,
      content,
      language: reading.language,
      delivery: reading.delivery,
      keyPoints: reading.keyPoints,
      redFlag,
      unusable,
      answer: reading.input.answer,
    }),
    details: {
      guard: unusable
        ? { assessable: false, reason: 'gibberish', explanation: `This answer could not be assessed: ${unusable}` }
        : { assessable: true, reason: null, explanation: null },
      content: unusable ? null : content,
      language: unusable ? null : reading.language,
      delivery: reading.delivery,
      breakdown: {
        base: verdict.raw,
        adjustments: [
          { reason: 'chance of a red flag', points: Math.round(verdict.redFlagProbability * 100) / 100 },
          { reason: 'chance of no usable answer', points: Math.round(verdict.unusableProbability * 100) / 100 },
        ],
        raw: verdict.raw,
        cap: verdict.cap,
      },
      signals: reading.signals,
      engine: 'local',
    },
  };
}
