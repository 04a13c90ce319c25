/**
 * A trigram language model with interpolated Kneser-Ney smoothing, written as an ARPA file (the text format
 * PocketSphinx reads). Interpolated KN fits the ARPA backoff form exactly: each seen n-gram stores its interpolated
 * probability and each context its interpolation weight γ as the backoff weight, so an unseen word gets
 * γ(context) × the lower order's probability.
 */

const SENTENCE_START = '<s>';
const SENTENCE_END = '</s>';
const UNKNOWN = '<unk>';
/** Share of unigram mass spread evenly over the vocabulary, so no word has zero probability. */
const UNIFORM_SHARE = 0.01;

type Counts = Map<string, number>;

function increment(map: Counts, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Absolute discount from the count-of-counts (Ney's estimate D = n1 / (n1 + 2·n2)), within (0.1, 0.9). */
function discountOf(counts: Counts): number {
  let ones = 0;
  let twos = 0;
  for (const count of counts.values()) {
    if (count === 1) ones++;
    else if (count === 2) twos++;
  }
  const estimate = ones + 2 * twos === 0 ? 0.5 : ones / (ones + 2 * twos);
  return Math.min(0.9, Math.max(0.1, estimate));
}

const SEP = ' ';
const historyOf = (ngram: string) => ngram.slice(0, ngram.lastIndexOf(SEP));
const tailOf = (ngram: string) => ngram.slice(ngram.indexOf(SEP) + 1);

/** Totals and distinct continuations per history, for one order's counts. */
function contextStats(counts: Counts): Map<string, { total: number; types: number }> {
  const stats = new Map<string, { total: number; types: number }>();
  for (const [ngram, count] of counts) {
    const history = historyOf(ngram);
    const entry = stats.get(history) ?? { total: 0, types: 0 };
    entry.total += count;
    entry.types += 1;
    stats.set(history, entry);
  }
  return stats;
}

const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99);
const fixed = (value: number) => value.toFixed(6);

/** Builds the ARPA text of a trigram KN model over sentences given as word arrays. */
export function buildArpa(sentences: readonly (readonly string[])[]): string {
  const trigrams: Counts = new Map();
  const startBigrams: Counts = new Map();
  for (const sentence of sentences) {
    const words = [SENTENCE_START, ...sentence, SENTENCE_END];
    increment(startBigrams, `${words[0]}${SEP}${words[1]}`);
    for (let i = 2; i < words.length; i++) increment(trigrams, `${words[i - 2]}${SEP}${words[i - 1]}${SEP}${words[i]}`);
  }
  // Lower orders count continuations (how many distinct words precede), except after <s>, which nothing precedes.
  const bigrams: Counts = new Map(startBigrams);
  for (const trigram of trigrams.keys()) increment(bigrams, tailOf(trigram));
  const unigrams: Counts = new Map();
  for (const bigram of bigrams.keys()) increment(unigrams, tailOf(bigram));

  // <s> is a context only, never predicted: the unigram distribution is over the other words and <unk>.
  const predicted = [...unigrams.keys()].sort();
  const vocabulary = [SENTENCE_START, ...predicted].sort();
  const unigramTotal = [...unigrams.values()].reduce((sum, count) => sum + count, 0);
  const uniform = 1 / (predicted.length + 1);
  const p1 = new Map<string, number>();
  for (const word of predicted) p1.set(word, (1 - UNIFORM_SHARE) * (unigrams.get(word)! / unigramTotal) + UNIFORM_SHARE * uniform);

  const d2 = discountOf(bigrams);
  const stats2 = contextStats(bigrams);
  const p2 = new Map<string, number>();
  for (const [bigram, count] of bigrams) {
    const { total } = stats2.get(historyOf(bigram))!;
    p2.set(bigram, Math.max(count - d2, 0) / total + gamma(stats2, historyOf(bigram), d2) * p1.get(tailOf(bigram))!);
  }

  const d3 = discountOf(trigrams);
  const stats3 = contextStats(trigrams);
  const p3 = new Map<string, number>();
  for (const [trigram, count] of trigrams) {
    const { total } = stats3.get(historyOf(trigram))!;
    // Every trigram's tail was counted as a bigram continuation, so it has its own probability.
    const lower = p2.get(tailOf(trigram))!;
    p3.set(trigram, Math.max(count - d3, 0) / total + gamma(stats3, historyOf(trigram), d3) * lower);
  }

  const lines = ['\\data\\', `ngram 1=${vocabulary.length + 1}`, `ngram 2=${p2.size}`, `ngram 3=${p3.size}`, '', '\\1-grams:'];
  lines.push(`${fixed(log10(UNIFORM_SHARE * uniform))}\t${UNKNOWN}\t0.000000`);
  for (const word of vocabulary) {
    const probability = word === SENTENCE_START ? -99 : log10(p1.get(word)!);
    lines.push(`${fixed(probability)}\t${word}\t${fixed(log10(gamma(stats2, word, d2)))}`);
  }
  lines.push('', '\\2-grams:');
  for (const bigram of [...p2.keys()].sort()) {
    const backoff = stats3.has(bigram) ? `\t${fixed(log10(gamma(stats3, bigram, d3)))}` : '';
    lines.push(`${fixed(log10(p2.get(bigram)!))}\t${bigram}${backoff}`);
  }
  lines.push('', '\\3-grams:');
  for (const trigram of [...p3.keys()].sort()) lines.push(`${fixed(log10(p3.get(trigram)!))}\t${trigram}`);
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}

/** The interpolation weight of a history: the discounted mass, D × distinct continuations / total. */
function gamma(stats: Map<string, { total: number; types: number }>, history: string, discount: number): number {
  const entry = stats.get(history);
  return entry ? (discount * entry.types) / entry.total : 1;
}
