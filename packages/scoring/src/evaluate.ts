/**
 * The local scoring engine: pure, synchronous and deterministic (same input → byte-identical output; no
 * randomness, clock or locale). A guard turns away answers with nothing to assess; the learned model
 * (model/scorer-model.json, trained by `npm run train:scoring` on data/corpus) scores the rest from interpretable
 * signals, and the texts explain that score from the same signals. See README.md.
 */
import { explainRisk } from './explain-risk.js';
import { type AnswerReading, readAnswer } from './features.js';
import {
  answerFeedback,
  coveredLabel,
  coveredMessage,
  missingKinds,
  requestMessage,
  requestText,
  unassessableFeedback,
} from './feedback.js';
import { applyScorerModel, type ScorerModel } from './learn/model.js';
import { analyseDelivery } from './signals/delivery.js';
import { pairFluency } from './signals/fluency.js';
import { EN_CATALOGUE } from './messages/en.js';
import { readModelFile } from './model-files.js';
import { type FeedbackMessage, renderMessage } from './messages/render.js';
import { statesTheKindAsked } from './signals/fact-kinds.js';
import { checkAssessable } from './signals/guard.js';
import type { ContentDetails, EvaluationInput, EvaluationResult } from './types.js';

let committedModel: ScorerModel | undefined;
/**
 * Below this mean log10 chance of neighbouring common words in general English, a transcript reads as recognition
 * word salad rather than an answer to something else. Chosen on the corpus's unusable answers (salad told from the
 * rest: 623 of 711 right, against 357 for word-vector coherence); on the held-out batches 37 of 41 (coherence 21).
 */
const WORD_SALAD_FLUENCY = -2.4;

export function evaluate(input: EvaluationInput): EvaluationResult {
  committedModel ??= readModelFile<ScorerModel>('scorer-model.json');
  return evaluateWithModel(committedModel, input);
}

/** Scores with a given model; `reading` is the answer already read into signals (the benchmark reads each once). */
export function evaluateWithModel(model: ScorerModel, input: EvaluationInput, reading?: AnswerReading): EvaluationResult {
  const answer = input.answer ?? '';
  const guard = checkAssessable(answer, input.confidence);
  if (!guard.assessable) {
    const score = guard.score ?? 0;
    const delivery = analyseDelivery(answer, input.inputMethod === 'typed' ? undefined : input.durationSeconds);
    const { messages, ...texts } = unassessableFeedback(guard, input.question);
    return {
      score,
      ...texts,
      details: {
        guard: { assessable: false, reason: guard.reason, explanation: guard.explanation, message: guard.message },
        content: null,
        language: null,
        delivery,
        breakdown: { base: score, adjustments: [], raw: score, cap: score },
        engine: 'local',
        messages,
      },
    };
  }
  return evaluateReading(model, reading ?? readAnswer({ ...input, answer }));
}

function unusableReason(reading: AnswerReading): FeedbackMessage {
  const { answer, question } = reading.input;
  const fluency = pairFluency(answer);
  if (fluency !== null && fluency < WORD_SALAD_FLUENCY) return { key: 'unusable.wordSalad' };
  // An answer that names the kind of fact asked for is never told it answers something else, only that it is too
  // little to judge.
  return { key: statesTheKindAsked(question, answer) ? 'unusable.tooLittle' : 'unusable.offTopic', params: { question } };
}

function evaluateReading(model: ScorerModel, reading: AnswerReading): EvaluationResult {
  const verdict = applyScorerModel(model, reading);
  const redFlag = verdict.cap === 2 ? explainRisk(model.ngramRedFlag, reading.input, reading.ruleFlags) : null;
  const unusable = verdict.cap === 1 ? unusableReason(reading) : null;
  const covered = reading.keyPoints.filter((point) => point.covered);
  const declined = reading.declinesPremise;
  const missing = declined ? [] : missingKinds(reading.keyPoints);
  const content: ContentDetails = {
    ...reading.content,
    keyPoints: reading.keyPoints.map(({ keyPoint, credit, covered: isCovered, evidence }) => ({
      keyPoint,
      credit,
      covered: isCovered,
      evidence,
    })),
    covered: covered.map(coveredLabel),
    missing: missing.map(requestText),
    coveredMessages: covered.map(coveredMessage),
    missingMessages: missing.map(requestMessage),
    coverage: Math.round((reading.signals.coverage_combined ?? 0) * 1000) / 1000,
    redFlags: redFlag ? [redFlag] : [],
  };
  const { messages, ...texts } = answerFeedback({
    question: reading.input.question,
    score: verdict.score,
    content,
    language: reading.language,
    delivery: reading.delivery,
    keyPoints: reading.keyPoints,
    declined,
    missing,
    visaType: reading.input.visaType,
    redFlag,
    unusable,
    answer: reading.input.answer,
  });
  const unusableMessage: FeedbackMessage | null = unusable && { key: 'unusable.correctness', params: { why: unusable } };
  return {
    score: verdict.score,
    ...texts,
    details: {
      guard: unusableMessage
        ? { assessable: false, reason: 'gibberish', explanation: renderMessage(unusableMessage, EN_CATALOGUE), message: unusableMessage }
        : { assessable: true, reason: null, explanation: null, message: null },
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
      messages,
    },
  };
}
