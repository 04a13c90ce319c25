import { describe, expect, it } from 'vitest';
import { predictBoostedTrees, trainBoostedTrees } from './gbm.js';

// A small regression with noise the trees can fit in many ways, so that which rows each tree sees shows in the result.
const rows = Array.from({ length: 200 }, (_, i) => [i % 17, (i * 7) % 13, (i * 11) % 5]);
const targets = rows.map(([a, b, c]) => a! * 0.3 + (b! > 6 ? 2 : 0) + ((a! * b! * c!) % 3));

describe('boosted trees: the seed of the subsample draws', () => {
  it('trains the same trees from the same rows and seed, so the committed model retrains byte for byte', () => {
    const once = trainBoostedTrees(rows, targets, { subsample: 0.7, rounds: 20 });
    const again = trainBoostedTrees(rows, targets, { subsample: 0.7, rounds: 20, seed: 0 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(once));
  });

  it('draws other rows under another seed (what `bench:scoring -- --seed N` measures), and none matters without subsampling', () => {
    const committed = trainBoostedTrees(rows, targets, { subsample: 0.7, rounds: 20 });
    const other = trainBoostedTrees(rows, targets, { subsample: 0.7, rounds: 20, seed: 1 });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(committed));
    expect(predictBoostedTrees(other, rows[0]!)).not.toBe(predictBoostedTrees(committed, rows[0]!));

    const allRows = trainBoostedTrees(rows, targets, { rounds: 20 });
    expect(JSON.stringify(trainBoostedTrees(rows, targets, { rounds: 20, seed: 5 }))).toBe(JSON.stringify(allRows));
  });
});
