/**
 * Gradient-boosted regression trees (squared loss) over a few dozen named, interpretable signals. Small and
 * deterministic: each feature is cut into fixed quantile bins once, splits are found from per-bin sums, ties go
 * to the lower feature index, and the rows each tree learns from (stochastic boosting) are drawn from a fixed seed.
 */
import { seededRandom } from '@visaready/shared/seeded-random';

export interface TreeNode {
  /** Leaf value when `feature` is absent. */
  value?: number;
  feature?: number;
  threshold?: number;
  left?: TreeNode;
  right?: TreeNode;
}

export interface BoostedTrees {
  base: number;
  learningRate: number;
  trees: TreeNode[];
}

export interface BoostOptions {
  rounds?: number;
  learningRate?: number;
  depth?: number;
  minLeaf?: number;
  bins?: number;
  /** Share of the rows each tree learns from, drawn afresh each round from a fixed seed (1 = all rows). */
  subsample?: number;
  /** Added to the row count that seeds the subsample draws: 0 for the committed model, others to measure how much a
   * retrain moves the figures by chance alone (`npm run bench:scoring -- --seed N`). */
  seed?: number;
}

/** Cut points between distinct values at evenly spaced quantiles; bin b holds values ≤ cuts[b]. */
function cutPoints(values: readonly number[], bins: number): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length <= bins) return sorted.slice(0, -1).map((v, i) => (v + sorted[i + 1]!) / 2);
  const out: number[] = [];
  for (let k = 1; k < bins; k++) {
    const i = Math.floor((k * sorted.length) / bins);
    out.push((sorted[i - 1]! + sorted[i]!) / 2);
  }
  return [...new Set(out)];
}

function binOf(cuts: readonly number[], value: number): number {
  let bin = 0;
  while (bin < cuts.length && value > cuts[bin]!) bin++;
  return bin;
}

interface Binned {
  cuts: number[][];
  /** bins[feature][row] */
  bins: Uint8Array[];
}

function buildTree(binned: Binned, residuals: Float64Array, indices: readonly number[], depth: number, minLeaf: number): TreeNode {
  let total = 0;
  for (const i of indices) total += residuals[i]!;
  const mean = total / Math.max(1, indices.length);
  if (depth === 0 || indices.length < 2 * minLeaf) return { value: mean };
  let best = { gain: 1e-9, feature: -1, bin: 0 };
  binned.cuts.forEach((cuts, feature) => {
    const featureBins = binned.bins[feature]!;
    const sums = new Float64Array(cuts.length + 1);
    const counts = new Int32Array(cuts.length + 1);
    for (const i of indices) {
      sums[featureBins[i]!]! += residuals[i]!;
      counts[featureBins[i]!]!++;
    }
    let leftSum = 0;
    let leftCount = 0;
    for (let bin = 0; bin < cuts.length; bin++) {
      leftSum += sums[bin]!;
      leftCount += counts[bin]!;
      const rightCount = indices.length - leftCount;
      if (leftCount < minLeaf || rightCount < minLeaf) continue;
      const rightSum = total - leftSum;
      const gain = (leftSum * leftSum) / leftCount + (rightSum * rightSum) / rightCount - (total * total) / indices.length;
      if (gain > best.gain) best = { gain, feature, bin };
    }
  });
  if (best.feature < 0) return { value: mean };
  const featureBins = binned.bins[best.feature]!;
  const left = indices.filter((i) => featureBins[i]! <= best.bin);
  const right = indices.filter((i) => featureBins[i]! > best.bin);
  return {
    feature: best.feature,
    threshold: binned.cuts[best.feature]![best.bin]!,
    left: buildTree(binned, residuals, left, depth - 1, minLeaf),
    right: buildTree(binned, residuals, right, depth - 1, minLeaf),
  };
}

function roundTree(node: TreeNode): TreeNode {
  if (node.feature === undefined) return { value: Math.round(node.value! * 1e5) / 1e5 };
  return { feature: node.feature, threshold: node.threshold!, left: roundTree(node.left!), right: roundTree(node.right!) };
}

function evalTree(node: TreeNode, row: readonly number[]): number {
  let current = node;
  while (current.feature !== undefined) current = row[current.feature]! <= current.threshold! ? current.left! : current.right!;
  return current.value!;
}

export function trainBoostedTrees(rows: readonly number[][], targets: readonly number[], options: BoostOptions = {}): BoostedTrees {
  const { rounds = 300, learningRate = 0.05, depth = 3, minLeaf = 10, bins = 32, subsample = 1, seed = 0 } = options;
  const base = Math.round((targets.reduce((s, t) => s + t, 0) / targets.length) * 1e5) / 1e5;
  const featureCount = rows[0]?.length ?? 0;
  const cuts = Array.from({ length: featureCount }, (_, f) =>
    cutPoints(
      rows.map((row) => row[f]!),
      bins,
    ).map((cut) => Math.round(cut * 1e6) / 1e6),
  );
  const binned: Binned = { cuts, bins: cuts.map((featureCuts, f) => Uint8Array.from(rows, (row) => binOf(featureCuts, row[f]!))) };
  const predictions = Float64Array.from(targets, () => base);
  const residuals = new Float64Array(targets.length);
  const all = rows.map((_, i) => i);
  const random = seededRandom(rows.length + seed);
  const trees: TreeNode[] = [];
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < targets.length; i++) residuals[i] = targets[i]! - predictions[i]!;
    const indices = subsample >= 1 ? all : all.filter(() => random() < subsample);
    const tree = roundTree(buildTree(binned, residuals, indices, depth, minLeaf));
    trees.push(tree);
    rows.forEach((row, i) => {
      predictions[i]! += learningRate * evalTree(tree, row);
    });
  }
  return { base, learningRate, trees };
}

export function predictBoostedTrees(model: BoostedTrees, row: readonly number[]): number {
  let sum = model.base;
  for (const tree of model.trees) sum += model.learningRate * evalTree(tree, row);
  return sum;
}
