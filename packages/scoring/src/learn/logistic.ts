/**
 * Binary logistic regression over sparse features (hashed n-grams plus named dense signals), trained by full-batch
 * gradient descent with Adagrad steps and L2: no randomness, so the same data always gives the same weights.
 */
export type SparseRow = ReadonlyMap<number, number>;

export interface LogisticModel {
  bias: number;
  weights: Record<string, number>;
}

export interface LogisticOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Weight of positive rows relative to negative ones (the classes are unbalanced). */
  positiveWeight?: number;
}

interface PackedRows {
  /** Feature ids remapped to 0..n-1 in first-seen order, per row. */
  ids: Int32Array[];
  values: Float64Array[];
  features: number[];
}

function pack(rows: readonly SparseRow[]): PackedRows {
  const local = new Map<number, number>();
  const features: number[] = [];
  const ids: Int32Array[] = [];
  const values: Float64Array[] = [];
  for (const row of rows) {
    const rowIds = new Int32Array(row.size);
    const rowValues = new Float64Array(row.size);
    let k = 0;
    for (const [feature, value] of row) {
      let id = local.get(feature);
      if (id === undefined) {
        id = features.length;
        local.set(feature, id);
        features.push(feature);
      }
      rowIds[k] = id;
      rowValues[k] = value;
      k++;
    }
    ids.push(rowIds);
    values.push(rowValues);
  }
  return { ids, values, features };
}

export function trainLogistic(rows: readonly SparseRow[], labels: readonly number[], options: LogisticOptions = {}): LogisticModel {
  const { epochs = 200, learningRate = 0.5, l2 = 1e-3, positiveWeight = 1 } = options;
  const { ids, values, features } = pack(rows);
  const weights = new Float64Array(features.length);
  const history = new Float64Array(features.length);
  const gradient = new Float64Array(features.length);
  let bias = 0;
  let biasHistory = 0;
  const n = rows.length;
  for (let epoch = 0; epoch < epochs; epoch++) {
    gradient.fill(0);
    let biasGradient = 0;
    for (let r = 0; r < n; r++) {
      const rowIds = ids[r]!;
      const rowValues = values[r]!;
      let sum = bias;
      for (let k = 0; k < rowIds.length; k++) sum += weights[rowIds[k]!]! * rowValues[k]!;
      const error = (sigmoid(sum) - labels[r]!) * (labels[r] === 1 ? positiveWeight : 1);
      biasGradient += error;
      for (let k = 0; k < rowIds.length; k++) gradient[rowIds[k]!]! += error * rowValues[k]!;
    }
    biasGradient /= n;
    biasHistory += biasGradient * biasGradient;
    bias -= (learningRate * biasGradient) / (Math.sqrt(biasHistory) + 1e-8);
    for (let f = 0; f < features.length; f++) {
      const g = gradient[f]! / n + l2 * weights[f]!;
      history[f]! += g * g;
      weights[f]! -= (learningRate * g) / (Math.sqrt(history[f]!) + 1e-8);
    }
  }
  const order = features.map((feature, f) => ({ feature, w: weights[f]! })).sort((a, b) => a.feature - b.feature);
  const out: Record<string, number> = {};
  for (const { feature, w } of order) if (Math.abs(w) >= 1e-3) out[feature] = round(w);
  return { bias: round(bias), weights: out };
}

export function predictLogistic(model: LogisticModel, row: SparseRow): number {
  let sum = model.bias;
  for (const [feature, value] of row) sum += (model.weights[feature] ?? 0) * value;
  return sigmoid(sum);
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
