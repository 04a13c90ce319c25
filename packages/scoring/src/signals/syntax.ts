/**
 * Word order: how likely the answer's sequence of words is under a trigram model of the answers the scorer learns
 * from, over word classes: function words and the commonest content words as themselves, every other word by its
 * shape. "the salary of my father is twelve lakh" keeps the order applicants use; recognition word salad ("monthly
 * the salary lakh of my to rupee yes") does not, even when every word is on topic, which the meaning signals cannot
 * see. Rare words count by shape only, so the model learns how answers are put together, not their subjects. (A bare
 * list of nouns, "chalk tuesday holiday monsoon", reads as a terse answer does: the model does not catch it.)
 */
import { buildCleanView } from '../text/clean-view.js';
import { STOPWORDS } from '../text/lexicon.js';
import { numberWordValue } from '../text/tokens.js';

export interface SyntaxModel {
  /** Counts of "a b c", "a b" and "a" over word classes, with the sentence bounds "<s>" and "</s>". */
  trigrams: Record<string, number>;
  bigrams: Record<string, number>;
  /** How often each one- and two-class history is followed by anything ("h1:a", "h2:a b"). */
  histories: Record<string, number>;
  unigrams: Record<string, number>;
  total: number;
  /** Content words frequent enough in the training answers to be modelled as themselves. */
  lexical: string[];
}

const START = '<s>';
const END = '</s>';
const WEIGHTS = { trigram: 0.6, bigram: 0.3, unigram: 0.1 } as const;
/** A transition rarer than one in 256 is one a fluent sentence seldom makes. */
const SURPRISING_BITS = 8;

const LEXICAL_WORDS = 300;

function shapeOf(word: string, lexical: ReadonlySet<string>): string {
  if (/^\d/.test(word) || numberWordValue(word) !== undefined) return '#';
  if (STOPWORDS.has(word) || lexical.has(word)) return word;
  if (word.endsWith('ing')) return '~ing';
  if (word.endsWith('ed')) return '~ed';
  if (word.endsWith('ly')) return '~ly';
  if (word.endsWith('s')) return '~s';
  return '~';
}

function wordsOf(answer: string): string[] {
  return buildCleanView(answer).text.split(' ').filter(Boolean);
}

function wordClasses(words: readonly string[], lexical: ReadonlySet<string>): string[] {
  return [START, START, ...words.map((word) => shapeOf(word, lexical)), END];
}

function frequentContentWords(answers: readonly (readonly string[])[]): string[] {
  const counts = new Map<string, number>();
  for (const words of answers)
    for (const word of words) if (!STOPWORDS.has(word) && !/^\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, LEXICAL_WORDS)
    .map(([word]) => word)
    .sort();
}

/** Each word class with the two before it. */
function* transitions(classes: readonly string[]): Generator<[string, string, string]> {
  for (let i = 2; i < classes.length; i++) yield [classes[i - 2] ?? START, classes[i - 1] ?? START, classes[i] ?? END];
}

export function fitSyntaxModel(answers: readonly string[]): SyntaxModel {
  const sentences = answers.map(wordsOf);
  const model: SyntaxModel = { trigrams: {}, bigrams: {}, histories: {}, unigrams: {}, total: 0, lexical: frequentContentWords(sentences) };
  const lexical = new Set(model.lexical);
  const count = (table: Record<string, number>, key: string) => {
    table[key] = (table[key] ?? 0) + 1;
  };
  for (const words of sentences) {
    const classes = wordClasses(words, lexical);
    for (const [a, b, c] of transitions(classes)) {
      count(model.trigrams, `${a} ${b} ${c}`);
      count(model.bigrams, `${b} ${c}`);
      count(model.histories, `h2:${a} ${b}`);
      count(model.histories, `h1:${b}`);
      count(model.unigrams, c);
      model.total++;
    }
  }
  return model;
}

const lexicalSets = new WeakMap<SyntaxModel, ReadonlySet<string>>();

function lexicalOf(model: SyntaxModel): ReadonlySet<string> {
  let set = lexicalSets.get(model);
  if (!set) {
    set = new Set(model.lexical);
    lexicalSets.set(model, set);
  }
  return set;
}

/**
 * Mean log2-probability per word class of the answer and the share of its transitions rarer than one in 256; an
 * answer of one or two words has too little order to judge and reads as fluent.
 */
export function wordOrder(model: SyntaxModel, answer: string): { logProbability: number; surprising: number } {
  const classes = wordClasses(wordsOf(answer), lexicalOf(model));
  if (classes.length < 6) return { logProbability: 0, surprising: 0 };
  const vocabulary = Object.keys(model.unigrams).length + 1;
  let total = 0;
  let surprising = 0;
  for (const [a, b, c] of transitions(classes)) {
    const h2 = model.histories[`h2:${a} ${b}`] ?? 0;
    const h1 = model.histories[`h1:${b}`] ?? 0;
    const trigram = h2 > 0 ? (model.trigrams[`${a} ${b} ${c}`] ?? 0) / h2 : 0;
    const bigram = h1 > 0 ? (model.bigrams[`${b} ${c}`] ?? 0) / h1 : 0;
    const unigram = ((model.unigrams[c] ?? 0) + 0.5) / (model.total + 0.5 * vocabulary);
    const bits = Math.log2(WEIGHTS.trigram * trigram + WEIGHTS.bigram * bigram + WEIGHTS.unigram * unigram);
    total += bits;
    if (bits < -SURPRISING_BITS) surprising++;
  }
  const steps = classes.length - 2;
  return { logProbability: Math.round((total / steps) * 1e4) / 1e4, surprising: Math.round((surprising / steps) * 1e4) / 1e4 };
}
