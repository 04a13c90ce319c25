/**
 * Turns the signals into a 0–10 score, following RUBRIC.md's order of weight: relevance and directness first,
 * then specificity and credibility, fit with the visa, concision, and language last. Every step is recorded as
 * an adjustment so the breakdown explains the number.
 */
import type { ContentDetails, DeliveryDetails, LanguageDetails, ScoreBreakdown } from './types.js';
import { redFlagCeiling } from './signals/red-flags.js';

/** A relevant answer with nothing checkable in it: the top of "weak" (RUBRIC 3–4). */
const RELEVANT_BASELINE = 3.5;
/** Off-topic answers are "partly off-target" at best. */
const OFF_TOPIC_CEILING = 3;

export const WEIGHTS = {
  /** Answers the kind of question asked (a figure for "how much", yes/no first for "have you..."). */
  direct: 1.5,
  /** Full key-point coverage. */
  coverage: 3.0,
  /** Closeness to the model answer's content beyond the key points. */
  modelOverlap: 0.8,
  /** Four or more concrete facts. */
  specifics: 1.2,
  genericPhrase: 0.75,
  genericMax: 2,
  hedge: 0.75,
  hedgeMax: 1.5,
  grammarIssue: 0.5,
  grammarMax: 2,
  telegraphic: 0.75,
  long: 1.5,
  rambling: 3,
  ramblingPerExtraSecond: 0.05,
  ramblingMax: 4,
  fillersSome: 0.5,
  fillersHeavy: 1,
  polish: 0.5,
  bare: 0.75,
} as const;

/** Below this only red flags, unusable answers and irrelevant ones go (RUBRIC: 1–2 means harmful). */
const WEAK_FLOOR = 3;

export interface ScoreInput {
  content: ContentDetails;
  language: LanguageDetails;
  delivery: DeliveryDetails;
}

export function computeScore({ content, language, delivery }: ScoreInput): { score: number; offTopic: boolean; breakdown: ScoreBreakdown } {
  const adjustments: { reason: string; points: number }[] = [];
  const add = (reason: string, points: number) => {
    if (points !== 0) adjustments.push({ reason, points: Math.round(points * 100) / 100 });
  };

  if (content.answersExpected) add(`answers the question directly (${content.expectedAnswer})`, WEIGHTS.direct);
  add(`key-point coverage ${Math.round(content.coverage * 100)}%`, WEIGHTS.coverage * content.coverage);
  add(`model-answer overlap ${Math.round(content.modelOverlap * 100)}%`, WEIGHTS.modelOverlap * content.modelOverlap);
  add(`${content.specifics.length} concrete fact(s)`, WEIGHTS.specifics * Math.min(1, content.specifics.length / 4));

  // Stock phrases hurt most when they replace content; next to real facts they are only padding.
  const genericWeight = content.coverage >= 0.5 ? WEIGHTS.genericPhrase / 2 : WEIGHTS.genericPhrase;
  add('generic, memorised-sounding phrases', -Math.min(WEIGHTS.genericMax, genericWeight * content.genericPhrases.length));
  add('hesitant or unsure wording', -Math.min(WEIGHTS.hedgeMax, WEIGHTS.hedge * content.hedges.length));

  // Judged per stretch of speech: four slips in a long answer weigh less than four in one sentence.
  const issueDensity = language.issues.length * Math.min(1, 40 / Math.max(1, delivery.wordCount));
  add('grammar issues', -Math.min(WEIGHTS.grammarMax, WEIGHTS.grammarIssue * issueDensity));
  if (language.telegraphic) add('telegraphic, no full sentence', -WEIGHTS.telegraphic);
  else if (delivery.length === 'bare') add('bare: a word or two, nothing to check', -WEIGHTS.bare);

  if (delivery.length === 'long') add('longer than the ideal one to three sentences', -WEIGHTS.long);
  if (delivery.length === 'rambling') {
    const extraSeconds = Math.max(0, (delivery.durationSeconds ?? delivery.wordCount / 2.3) - 55);
    add('rambling, well past 45 seconds', -Math.min(WEIGHTS.ramblingMax, WEIGHTS.rambling + WEIGHTS.ramblingPerExtraSecond * extraSeconds));
  }
  const heavyFillers = delivery.fillerShare >= 0.12 || (delivery.fillersPerMinute ?? 0) >= 15;
  const someFillers = delivery.fillerShare >= 0.05 || (delivery.fillersPerMinute ?? 0) >= 6;
  if (heavyFillers) add('heavy filler use', -WEIGHTS.fillersHeavy);
  else if (someFillers) add('filler words', -WEIGHTS.fillersSome);

  const polished =
    content.coverage >= 0.75 &&
    language.issues.length === 0 &&
    !language.telegraphic &&
    delivery.fillers.length === 0 &&
    content.hedges.length === 0 &&
    delivery.length === 'concise';
  if (polished) add('complete, clean and concise', WEIGHTS.polish);

  const raw = RELEVANT_BASELINE + adjustments.reduce((sum, adjustment) => sum + adjustment.points, 0);
  // Stock phrases mean a vague answer to this question (3–4), not an answer to another question.
  const offTopic = !content.answersExpected && content.coverage < 0.1 && content.modelOverlap < 0.2 && content.genericPhrases.length === 0;
  const flagCeiling = redFlagCeiling(content.redFlags, content.covered.length > 0);
  const cap = flagCeiling ?? (offTopic ? (content.visaRelated ? OFF_TOPIC_CEILING : 0) : null);
  const bounded = Math.max(cap === null ? WEAK_FLOOR : Math.min(WEAK_FLOOR, cap), Math.min(10, cap === null ? raw : Math.min(cap, raw)));
  // A red-flag answer is harmful, not empty: it sits at the ceiling the flag sets, never below 1.
  const score = flagCeiling !== null ? flagCeiling : Math.round(bounded);
  return { score, offTopic, breakdown: { base: RELEVANT_BASELINE, adjustments, raw: Math.round(raw * 100) / 100, cap } };
}
