/**
 * How well the scorer agrees with reference scores on answers it was not built from:
 *  1. leave-question-out cross-validation on the training corpus (grouped folds: no question of a test fold is in
 *     its training fold), with caps, per-class figures and the ceiling-free baselines;
 *  2. the committed model on a held-out file (default shared/eval/dev.jsonl), a check only: never tune on it;
 *  3. determinism and latency.
 * Usage: npm run bench:scoring [-- --engine llm] [-- --file path.jsonl] [-- --folds 10] [-- --dump cv.json] [-- --seed 1]
 * --dump writes each corpus answer's reference (score, cap) and cross-validated verdict (score, cap as modelCap, both
 * chances, the trees' raw score) to compare two model changes answer by answer, or to sweep the cap bounds offline.
 * With --engine llm (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL set) the same figures come from the LLM adapter.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { labelled, loadCorpus } from './corpus.js';
import { type EvalItem, parseJsonl, toEvaluationInput } from './dataset.js';
import { evaluate, evaluateWithModel } from './evaluate.js';
import { applyScorerModel, fitScorerModel, groupedFolds, type ModelVerdict } from './learn/model.js';
import { createLlmScorer } from './llm.js';
import { pearson, percentile, quadraticWeightedKappa, spearman } from './metrics.js';
import type { EvaluationInput } from './types.js';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function locateDevSet(): string | undefined {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'eval', 'dev.jsonl');
    if (existsSync(candidate)) return candidate;
    const sibling = join(dir, '..', 'shared', 'eval', 'dev.jsonl');
    if (existsSync(sibling)) return resolve(sibling);
    if (dirname(dir) === dir) return undefined;
  }
}

interface Scored {
  reference: number;
  score: number;
  cap: number | null;
  tags: readonly string[];
}

function agreement(rows: readonly Scored[]) {
  const scores = rows.map((row) => row.score);
  const reference = rows.map((row) => row.reference);
  const capped = rows.filter((row) => row.cap !== null);
  return {
    n: rows.length,
    qwk: quadraticWeightedKappa(scores, reference),
    spearman: spearman(scores, reference),
    pearson: pearson(scores, reference),
    exact: rows.filter((row) => row.score === row.reference).length / rows.length,
    withinOne: rows.filter((row) => Math.abs(row.score - row.reference) <= 1).length / rows.length,
    capsRespected: `${capped.filter((row) => row.score <= row.cap!).length}/${capped.length}`,
    falseCaps: rows.filter((row) => row.cap === null && row.score <= 2).length,
  };
}

const fmt = (value: number) => value.toFixed(3);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
function line(label: string, stats: ReturnType<typeof agreement>): string {
  return `${label.padEnd(36)} n=${String(stats.n).padStart(4)}  QWK ${fmt(stats.qwk)}  Spearman ${fmt(stats.spearman)}  exact ${pct(stats.exact)}  within-1 ${pct(stats.withinOne)}  caps respected ${stats.capsRespected}  uncapped scored ≤2: ${stats.falseCaps}`;
}

function tagsOf(item: EvalItem): string[] {
  return ((item as EvalItem & { tags?: string[] }).tags ?? []).slice();
}

const engine = option('engine') ?? 'local';
const folds = Number(option('folds') ?? 10);
const seed = Number(option('seed') ?? 0);
if (!Number.isInteger(seed)) throw new Error("--seed takes a whole number (0, the committed model's draws, by default)");
const dumpPath = option('dump') ? resolve(option('dump')!) : undefined;
const corpus = loadCorpus();
console.log(
  `corpus: ${corpus.length} answers to ${new Set(corpus.map((item) => item.qid)).size} questions; engine: ${engine}${seed ? `; subsample seed +${seed}` : ''}`,
);

async function crossValidate(): Promise<Scored[]> {
  const started = performance.now();
  const rows = labelled(corpus);
  const fold = groupedFolds(
    rows.map((row) => row.group),
    folds,
  );
  const scores = new Array<number>(rows.length);
  const verdicts = new Array<ModelVerdict>(rows.length);
  for (let k = 0; k < folds; k++) {
    const model = fitScorerModel(
      rows.filter((_, i) => fold[i] !== k),
      { seed },
    );
    rows.forEach((row, i) => {
      if (fold[i] !== k) return;
      scores[i] = evaluateWithModel(model, row.reading.input, row.reading).score;
      if (dumpPath) verdicts[i] = applyScorerModel(model, row.reading);
    });
  }
  console.log(`(${folds}-fold leave-question-out cross-validation took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (dumpPath) {
    const dumped = corpus.map((item, i) => {
      const { cap: modelCap, ...verdict } = verdicts[i]!;
      return { id: item.id, reference: item.reference_score, cap: item.cap ?? null, tags: tagsOf(item), modelCap, ...verdict };
    });
    writeFileSync(dumpPath, JSON.stringify(dumped));
    console.log(`cross-validated verdicts written to ${dumpPath}`);
  }
  return rows.map((row, i) => ({ reference: row.score, score: scores[i]!, cap: row.cap, tags: tagsOf(corpus[i]!) }));
}

async function scoreWithEngine(inputs: readonly EvaluationInput[]): Promise<number[]> {
  if (engine === 'local') return inputs.map((input) => evaluate(input).score);
  const baseUrl = process.env.LLM_BASE_URL;
  if (!baseUrl) throw new Error('--engine llm needs LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL)');
  const scorer = createLlmScorer({
    baseUrl,
    apiKey: process.env.LLM_API_KEY ?? '',
    model: process.env.LLM_MODEL ?? 'gpt-4o-mini',
    timeoutMs: 30_000,
  });
  const out: number[] = [];
  for (const input of inputs) out.push((await scorer.evaluate(input)).score);
  return out;
}

function report(label: string, rows: readonly Scored[]) {
  console.log(line(label, agreement(rows)));
}

const TAG_CLASSES = [
  'red_flag_direct',
  'red_flag_indirect',
  'contradiction_evasive',
  'someone_else_decided',
  'benign_alarming_words',
  'vague_on_topic',
  'off_topic',
  'non_answer',
  'word_salad',
  'terse_complete',
  'rambling_with_facts',
  'own_facts',
  'typed',
] as const;

if (engine === 'local') {
  const cv = await crossValidate();
  report('cross-validated, all', cv);
  report(
    '  natural batches',
    cv.filter((_, i) => !corpus[i]!.targeted),
  );
  report(
    '  targeted hard-case batches',
    cv.filter((_, i) => corpus[i]!.targeted),
  );
  for (const visa of ['F1', 'B1/B2'])
    report(
      `  visa ${visa}`,
      cv.filter((_, i) => corpus[i]!.visa_type === visa),
    );
  for (const tag of TAG_CLASSES) {
    const chosen = cv.filter((row) => row.tags.includes(tag));
    if (chosen.length === 0) continue;
    const mae = chosen.reduce((sum, row) => sum + Math.abs(row.score - row.reference), 0) / chosen.length;
    const capped = chosen.filter((row) => row.cap !== null);
    console.log(
      `  class ${tag.padEnd(24)} n=${String(chosen.length).padStart(4)}  mean |error| ${mae.toFixed(2)}${capped.length > 0 ? `  within cap ${capped.filter((row) => row.score <= row.cap!).length}/${capped.length}` : ''}`,
    );
  }
} else {
  const scores = await scoreWithEngine(corpus.map(toEvaluationInput));
  report(
    'corpus (LLM, nothing trained)',
    corpus.map((item, i) => ({ reference: item.reference_score!, score: scores[i]!, cap: item.cap ?? null, tags: tagsOf(item) })),
  );
}

const heldOutPath = option('file') ? resolve(option('file')!) : locateDevSet();
if (heldOutPath && existsSync(heldOutPath)) {
  const items = parseJsonl(readFileSync(heldOutPath, 'utf8')).filter((item) => typeof item.reference_score === 'number');
  const scores = await scoreWithEngine(items.map(toEvaluationInput));
  const rows = items.map((item, i) => ({ reference: item.reference_score!, score: scores[i]!, cap: item.cap ?? null, tags: [] }));
  report(`held-out ${heldOutPath.split('/').slice(-2).join('/')}`, rows);
  if (items.every((item) => typeof item.rater2_score === 'number'))
    report(
      '  (ceiling) rater 2 vs reference',
      items.map((item) => ({ reference: item.reference_score!, score: item.rater2_score!, cap: item.cap ?? null, tags: [] })),
    );
} else console.log('held-out file not found (pass --file); skipped');

if (engine === 'local') {
  const inputs = corpus.map(toEvaluationInput);
  const first = inputs.map((input) => JSON.stringify(evaluate(input)));
  const deterministic = [0, 1].every(() => inputs.every((input, i) => JSON.stringify(evaluate(input)) === first[i]));
  console.log(`deterministic over 3 runs of ${inputs.length} answers: ${deterministic ? 'yes' : 'NO'}`);

  const timeEach = (batch: readonly EvaluationInput[]) => {
    const times: number[] = [];
    for (const input of batch) {
      const start = performance.now();
      evaluate(input);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  };
  const perAnswer = timeEach(inputs);
  console.log(
    `latency per answer: p50 ${percentile(perAnswer, 50).toFixed(2)} ms  p95 ${percentile(perAnswer, 95).toFixed(2)} ms  (${perAnswer.length} answers)`,
  );
  const long = inputs
    .filter((input) => input.answer.trim().split(/\s+/).length >= 8)
    .slice(0, 300)
    .map((input) => {
      const words = input.answer.trim().split(/\s+/);
      const padded: string[] = [];
      while (padded.length < 150) padded.push(...words);
      return { ...input, answer: padded.slice(0, 150).join(' '), durationSeconds: 65 };
    });
  const longTimes = timeEach(long);
  console.log(
    `latency for 150-word answers: p50 ${percentile(longTimes, 50).toFixed(2)} ms  p95 ${percentile(longTimes, 95).toFixed(2)} ms  (${longTimes.length} answers)`,
  );
}
