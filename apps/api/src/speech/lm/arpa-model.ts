/** An ARPA n-gram model read back for scoring, backing off as a decoder does. */
export interface NgramModel {
  /** log10 P(last word | the words before it), at most order − 1 of them used. */
  log10Prob(words: readonly string[]): number;
  has(word: string): boolean;
  /** The words it knows (not `<s>`). */
  vocabulary(): string[];
  /** The words it has seen right after these (its n-grams that extend them by one word). */
  followers(words: readonly string[]): readonly string[];
}

export function readArpa(arpa: string): NgramModel {
  const prob = new Map<string, number>();
  const backoff = new Map<string, number>();
  for (const line of arpa.split('\n')) {
    const parts = line.split('\t');
    const key = parts[1];
    if (key === undefined || Number.isNaN(Number(parts[0]))) continue;
    prob.set(key, Number(parts[0]));
    if (parts[2] !== undefined) backoff.set(key, Number(parts[2]));
  }
  const unknown = prob.get('<unk>') ?? -99;
  const followersOf = new Map<string, string[]>();
  for (const key of prob.keys()) {
    const cut = key.lastIndexOf(' ');
    if (cut < 0) continue;
    const context = key.slice(0, cut);
    const list = followersOf.get(context) ?? [];
    list.push(key.slice(cut + 1));
    followersOf.set(context, list);
  }
  const log10Prob = (words: readonly string[]): number => {
    const known = prob.get(words.join(' '));
    if (known !== undefined) return known;
    if (words.length <= 1) return unknown;
    return (backoff.get(words.slice(0, -1).join(' ')) ?? 0) + log10Prob(words.slice(1));
  };
  return {
    log10Prob,
    has: (word) => prob.has(word),
    vocabulary: () => [...prob.keys()].filter((key) => !key.includes(' ') && key !== '<s>'),
    followers: (words) => followersOf.get(words.join(' ')) ?? [],
  };
}
