/** Reading the labelled training corpus (data/corpus/*.jsonl) for training and the benchmark. Node only. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EvalItem, parseJsonl, toEvaluationInput } from './dataset.js';
import { readAnswer } from './features.js';
import type { LabelledReading } from './learn/model.js';

export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CORPUS_DIR = join(PACKAGE_ROOT, 'data', 'corpus');
export const MODEL_PATH = join(PACKAGE_ROOT, 'model', 'scorer-model.json');

export function loadCorpus(dir = CORPUS_DIR): EvalItem[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => parseJsonl(readFileSync(join(dir, name), 'utf8')))
    .filter((item) => typeof item.reference_score === 'number');
}

export function labelled(items: readonly EvalItem[]): LabelledReading[] {
  return items.map((item) => ({
    reading: readAnswer(toEvaluationInput(item)),
    score: item.reference_score!,
    cap: typeof item.cap === 'number' ? item.cap : null,
    group: item.qid ?? item.question,
    targeted: item.targeted === true,
  }));
}
