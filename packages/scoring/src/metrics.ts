/** Agreement statistics for the benchmark: quadratic weighted kappa, rank and linear correlation. */

export function quadraticWeightedKappa(a: readonly number[], b: readonly number[], min = 0, max = 10): number {
  const size = max - min + 1;
  const observed = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const histA = new Array<number>(size).fill(0);
  const histB = new Array<number>(size).fill(0);
  a.forEach((value, i) => {
    const x = value - min;
    const y = b[i]! - min;
    observed[x]![y]! += 1;
    histA[x]! += 1;
    histB[y]! += 1;
  });
  const n = a.length;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const weight = ((i - j) * (i - j)) / ((size - 1) * (size - 1));
      numerator += weight * observed[i]![j]!;
      denominator += (weight * histA[i]! * histB[j]!) / n;
    }
  }
  return denominator === 0 ? 1 : 1 - numerator / denominator;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const meanA = a.reduce((s, v) => s + v, 0) / n;
  const meanB = b.reduce((s, v) => s + v, 0) / n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i++) {
    cov += (a[i]! - meanA) * (b[i]! - meanB);
    varA += (a[i]! - meanA) ** 2;
    varB += (b[i]! - meanB) ** 2;
  }
  return varA === 0 || varB === 0 ? 0 : cov / Math.sqrt(varA * varB);
}

/** Average ranks (ties share the mean rank), as Spearman's rho needs. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((x, y) => x.value - y.value || x.index - y.index);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) result[order[k]!.index] = rank;
    i = j + 1;
  }
  return result;
}

export function spearman(a: readonly number[], b: readonly number[]): number {
  return pearson(ranks(a), ranks(b));
}

export function percentile(sortedValues: readonly number[], p: number): number {
  if (sortedValues.length === 0) return 0;
  const index = Math.min(sortedValues.length - 1, Math.max(0, Math.ceil((p / 100) * sortedValues.length) - 1));
  return sortedValues[index]!;
}
