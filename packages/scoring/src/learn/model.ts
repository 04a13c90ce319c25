/**
 * The learned scorer: two classifiers that decide the rubric's caps (a red flag caps at 2, no usable answer at 1)
 * and boosted trees that place the answer on the 0–10 scale from the interpretable signals and the two
 * probabilities. `fitScorerModel` is the one training routine, used by `npm run train:scoring` on the whole corpus
 * and by the benchmark on each cross-validation fold.
 */
import { type AnswerReading, FEATURE_NAMES } from '../features.js';
import { type BoostedTrees, predictBoostedTrees, trainBoostedTrees } from './gbm.js';
import { type LogisticModel, predictLogistic, trainLogistic } from './logistic.js';

export interface ScorerModel {
  version: 2;
  trainedOn: { answers: number; questions: number };
  features: readonly string[];
  /** Word n-gram classifiers; their probabilities are two more signals for the trees. */
  ngramRedFlag: LogisticModel;
  ngramUnusable: LogisticModel;
  /** Trees over all signals: the chance of a red flag, of no usable answer, and the score. */
  redFlag: BoostedTrees;
  unusable: BoostedTrees;
  score: BoostedTrees;
  thresholds: { redFlag: number; unusable: number };
}

export interface LabelledReading {
  reading: AnswerReading;
  score: number;
  cap: number | null;
  group: string;
}

export interface ModelVerdict {
  score: number;
  raw: number;
  cap: 1 | 2 | null;
  redFlagProbability: number;
  unusableProbability: number;
}

export const DEFAULT_THRESHOLDS = { redFlag: 0.5, unusable: 0.5 } as const;
const INNER_FOLDS = 5;

const ngramOptions = { epochs: 200, learningRate: 0.4, l2: 1e-4, positiveWeight: 3 } as const;
const classifierTrees = { rounds: 200 } as const;

function treeRow(reading: AnswerReading, redFlag: number, unusable: number): number[] {
  return [...reading.dense, redFlag, unusable];
}

/** Deterministic grouped folds: groups sorted by name, dealt round-robin. */
export function groupedFolds(groups: readonly string[], folds: number): number[] {
  const names = [...new Set(groups)].sort();
  const foldOf = new Map(names.map((name, i) => [name, i % folds]));
  return groups.map((group) => foldOf.get(group)!);
}

export function fitScorerModel(rows: readonly LabelledReading[], thresholds: { redFlag: number; unusable: number } = DEFAULT_THRESHOLDS): ScorerModel {
  const sparse = rows.map((row) => row.reading.sparse);
  const isRedFlag = rows.map((row) => (row.cap === 2 ? 1 : 0));
  const isUnusable = rows.map((row) => (row.cap === 1 ? 1 : 0));
  const ngramRedFlag = trainLogistic(sparse, isRedFlag, ngramOptions);
  const ngramUnusable = trainLogistic(sparse, isUnusable, ngramOptions);

  // The trees learn from out-of-fold n-gram probabilities, as they will see them on answers the classifiers never saw.
  const inner = groupedFolds(
    rows.map((row) => row.group),
    INNER_FOLDS,
  );
  const outOfFold = rows.map(() => ({ redFlag: 0, unusable: 0 }));
  for (let fold = 0; fold < INNER_FOLDS; fold++) {
    const train = rows.map((_, i) => i).filter((i) => inner[i] !== fold);
    const test = rows.map((_, i) => i).filter((i) => inner[i] === fold);
    if (test.length === 0 || train.length === 0) continue;
    const trainRows = train.map((i) => sparse[i]!);
    const foldRedFlag = trainLogistic(
      trainRows,
      train.map((i) => isRedFlag[i]!),
      ngramOptions,
    );
    const foldUnusable = trainLogistic(
      trainRows,
      train.map((i) => isUnusable[i]!),
      ngramOptions,
    );
    for (const i of test) outOfFold[i] = { redFlag: predictLogistic(foldRedFlag, sparse[i]!), unusable: predictLogistic(foldUnusable, sparse[i]!) };
  }
  const treeRows = rows.map((row, i) => treeRow(row.reading, outOfFold[i]!.redFlag, outOfFold[i]!.unusable));
  return {
    version: 2,
    trainedOn: { answers: rows.length, questions: new Set(rows.map((row) => row.group)).size },
    features: [...FEATURE_NAMES, 'p_red_flag_words', 'p_unusable_words'],
    ngramRedFlag,
    ngramUnusable,
    redFlag: trainBoostedTrees(treeRows, isRedFlag, classifierTrees),
    unusable: trainBoostedTrees(treeRows, isUnusable, classifierTrees),
    score: trainBoostedTrees(
      treeRows,
      rows.map((row) => row.score),
    ),
    thresholds,
  };
}

/** Applies the model: the caps come from the classifiers, the place within them from the trees. */
export function applyScorerModel(model: ScorerModel, reading: AnswerReading): ModelVerdict {
  const row = treeRow(reading, predictLogistic(model.ngramRedFlag, reading.sparse), predictLogistic(model.ngramUnusable, reading.sparse));
  const redFlagProbability = predictBoostedTrees(model.redFlag, row);
  const unusableProbability = predictBoostedTrees(model.unusable, row);
  const raw = predictBoostedTrees(model.score, row);
  const rounded = Math.round(raw);
  const clamp = (low: number, high: number) => Math.min(high, Math.max(low, rounded));
  const cap = unusableProbability >= model.thresholds.unusable ? 1 : redFlagProbability >= model.thresholds.redFlag ? 2 : null;
  // RUBRIC: 1–2 is kept for harmful answers and 0–1 for unusable ones; an answer with neither starts at 3.
  const score = cap === 1 ? clamp(0, 1) : cap === 2 ? clamp(1, 2) : clamp(3, 10);
  return { score, raw: Math.round(raw * 1000) / 1000, cap, redFlagProbability, unusableProbability };
}
