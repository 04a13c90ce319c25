/**
 * Beam search over Moonshine's tokens with the visa-interview language model fused in at each word's end (shallow
 * fusion): a hypothesis scores its tokens' log probabilities, plus `lmWeight` × the language model's log probability
 * of each word it completes, plus `wordBonus` per word (without it the language model's cost per word favours
 * dropping words). The model's own scores decide the spelling ("321", "GRE"); the language model hears words as said
 * (spoken-form.ts), so both spellings meet its "three hundred and twenty one" and "g r e".
 */
import llamaTokenizer from 'llama-tokenizer-js';
import type { NgramModel } from '../lm/arpa-model';
import { spokenWords } from '../lm/spoken-form';

export interface SearchSettings {
  beam: number;
  lmWeight: number;
  wordBonus: number;
  /** Added for each word the first pass also heard in the utterance: two recognisers agreeing break the search's ties. */
  heardBonus: number;
  /**
   * A token that spells on towards a word the first pass heard is tried even outside the `beam` likeliest, if its log
   * probability is within this of the likeliest token's (0: never). Moonshine may rank a rare name's first piece fifth.
   */
  heardReach: number;
  /**
   * The same for the words the language model expects next (of 4+ letters, at least `expectFloor` log10 likely after
   * the two words before): a domain name ("Nagpur" after "land near") Moonshine hears as common words ("not per").
   */
  expectReach: number;
  expectFloor: number;
  /** Added while a hypothesis spells an expected word, which the language model credits only once it ends. */
  expectBonus: number;
  /**
   * 1: each class of names (`NameClasses`) is expected whole where its members together are at least `expectFloor`
   * likely. After "from" no one city is likely enough, but a city is: "Nagpur" is spelled beside the common words a
   * diphone voice makes of it ("Nag Poor"). 0: names are expected one by one, as any word.
   */
  expectClasses: number;
}

/** Names of one kind the language model was built with (Indian cities, US cities, companies…), as written. */
export type NameClasses = readonly (readonly string[])[];

/** The decoder, one step for a batch of hypotheses: each row's last token in, each row's next-token logits out. */
export type DecodeStep = (lastTokens: readonly number[], parents: readonly number[]) => Promise<Float32Array[]>;

const END_TOKEN = 2;
/** Natural-log distance below the likeliest token beyond which a token's share of the normaliser is ignored. */
const NEGLIGIBLE = 30;
const LN10 = Math.LN10;

const WORD_START = new Set(llamaTokenizer.vocabById.flatMap((piece, id) => (piece.startsWith('▁') ? [id] : [])));
const VOCABULARY_SIZE = llamaTokenizer.vocabById.length;

interface Hypothesis {
  tokens: number[];
  /** Sum of the tokens' log probabilities. */
  acoustic: number;
  language: number;
  words: number;
  /** Words the first pass heard too. */
  heard: number;
  /** The language model's history: the last two words heard (`<unk>` for words it does not know). */
  history: [string, string];
  /** Tokens of the word being spelled. */
  wordTokens: number[];
  /** While those tokens spell (part of) a word the first pass heard: the tokens that spell on. */
  spellsHeard: ReadonlySet<number> | undefined;
  /** The spellings of the words the language model expected where this word began, and the tokens that spell on. */
  expected: Spellings | undefined;
  spellsExpected: ReadonlySet<number> | undefined;
  /** Row of this hypothesis in the decoder's batch (its key/value cache). */
  row: number;
}

export interface SearchResult {
  text: string;
  /** Geometric mean of the chosen tokens' probabilities. */
  confidence: number;
}

/** Contexts whose expected words are kept between utterances (a few hundred bytes each); beyond it they start over. */
const MAX_EXPECTATIONS = 20_000;

export class FusedBeamSearch {
  /** The spellings of the words expected after each history met so far ("bank of"): the same in every utterance. */
  private readonly expectations = new Map<string, Spellings>();

  /** Each class's one-word names of 4+ letters that the language model knows, in its spelling. */
  private readonly classes: string[][];

  constructor(
    private readonly lm: NgramModel,
    private readonly settings: SearchSettings,
    nameClasses: NameClasses = [],
  ) {
    this.classes = nameClasses.map((names) => [
      ...new Set(
        names
          .filter((name) => !name.includes(' '))
          .map((name) => dictionaryForm(name.toLowerCase()))
          .filter((word) => word.length >= 4 && lm.has(word)),
      ),
    ]);
  }

  async run(step: DecodeStep, maxTokens: number, heardWords: readonly string[] = []): Promise<SearchResult> {
    const { lmWeight, wordBonus, heardBonus, expectBonus } = this.settings;
    const heard = new Set(heardWords.flatMap((word) => spokenWords(word).map(dictionaryForm)));
    const spellings = this.settings.heardReach > 0 ? spellingsOf(heard) : undefined;
    // A word being spelled the way the first pass heard it, or as the language model expects, is credited before it
    // ends, or the beam would drop it first.
    const total = (h: Hypothesis) =>
      h.acoustic +
      lmWeight * h.language +
      wordBonus * h.words +
      heardBonus * (h.heard + (h.spellsHeard ? 1 : 0)) +
      (h.spellsExpected ? expectBonus : 0);
    let active: Hypothesis[] = [
      {
        tokens: [],
        acoustic: 0,
        language: 0,
        words: 0,
        heard: 0,
        history: ['', '<s>'],
        wordTokens: [],
        spellsHeard: spellings?.get(''),
        expected: undefined,
        spellsExpected: undefined,
        row: 0,
      },
    ];
    const finished: Hypothesis[] = [];
    let last = [1];
    let parents = [0];
    for (let position = 0; position < maxTokens && active.length > 0; position++) {
      const logits = await step(last, parents);
      const candidates: Hypothesis[] = [];
      active.forEach((hypothesis, row) => {
        const guides: Guide[] = [
          [[...(spellings?.get('') ?? []), ...(hypothesis.spellsHeard ?? [])], this.settings.heardReach],
          [
            [...(this.expectedAfter(this.historyAfterWord(hypothesis))?.get('') ?? []), ...(hypothesis.spellsExpected ?? [])],
            this.settings.expectReach,
          ],
        ];
        for (const [token, logProb] of this.nextTokens(logits[row] as Float32Array, guides)) {
          const next = this.extend(hypothesis, token, logProb, row, heard, spellings);
          if (token === END_TOKEN) finished.push(next);
          else candidates.push(next);
        }
      });
      candidates.sort((a, b) => total(b) - total(a));
      active = candidates.slice(0, this.settings.beam);
      const bestFinished = Math.max(...finished.map(total));
      if (finished.length >= this.settings.beam && active.every((h) => total(h) < bestFinished)) break;
      last = active.map((h) => h.tokens.at(-1) ?? 1);
      parents = active.map((h) => h.row);
    }
    const pool = finished.length > 0 ? finished : active;
    const best = pool.reduce((a, b) => (total(b) > total(a) ? b : a));
    const text = llamaTokenizer
      .decode(
        best.tokens.filter((token) => token < VOCABULARY_SIZE),
        false,
      )
      .trim();
    return { text, confidence: best.tokens.length ? Math.exp(best.acoustic / (best.tokens.length + 1)) : 0 };
  }

  /** The `beam` most likely next tokens, and those within reach of the likeliest that spell on a heard or expected word. */
  private nextTokens(logits: Float32Array, guides: readonly Guide[]): [number, number][] {
    const { beam } = this.settings;
    const top: [number, number][] = [];
    let floor = Number.NEGATIVE_INFINITY;
    for (let token = 0; token < logits.length; token++) {
      const value = logits[token] as number;
      if (top.length === beam && value <= floor) continue;
      top.push([token, value]);
      top.sort((a, b) => b[1] - a[1]);
      if (top.length > beam) top.pop();
      if (top.length === beam) floor = (top.at(-1) as [number, number])[1];
    }
    // The normaliser: a logit more than NEGLIGIBLE below the largest adds under e^-30 of it, so its exp is skipped.
    const max = top[0]?.[1] ?? 0;
    let sum = 0;
    for (let token = 0; token < logits.length; token++) {
      const value = logits[token] as number;
      if (value > max - NEGLIGIBLE) sum += Math.exp(value - max);
    }
    const logSum = max + Math.log(sum);
    for (const entry of top) entry[1] -= logSum;
    const best = top[0]?.[1] ?? 0;
    const tried = new Set(top.map(([token]) => token));
    for (const [tokens, reach] of guides) {
      for (const token of tokens) {
        const logProb = (logits[token] ?? Number.NEGATIVE_INFINITY) - logSum;
        if (tried.has(token) || logProb < best - reach) continue;
        tried.add(token);
        top.push([token, logProb]);
      }
    }
    return top;
  }

  private extend(
    h: Hypothesis,
    token: number,
    logProb: number,
    row: number,
    heard: ReadonlySet<string>,
    spellings: Spellings | undefined,
  ): Hypothesis {
    const next: Hypothesis = { ...h, acoustic: h.acoustic + logProb, row };
    const wordEnds = token === END_TOKEN || WORD_START.has(token);
    if (wordEnds && h.wordTokens.length > 0) this.scoreWord(next, h.wordTokens, heard);
    if (token === END_TOKEN) {
      // The last word is scored now: a credit for spelling it (or for part of a longer word) would count twice.
      next.language += this.lnProb(next.history, '</s>');
      next.spellsHeard = undefined;
      next.spellsExpected = undefined;
      return next;
    }
    next.tokens = [...h.tokens, token];
    next.wordTokens = wordEnds ? [token] : [...h.wordTokens, token];
    const spelled = next.wordTokens.join(',');
    next.spellsHeard = spellings?.get(spelled);
    if (wordEnds) next.expected = this.expectedAfter(next.history);
    next.spellsExpected = next.expected?.get(spelled);
    return next;
  }

  private expectedAfter(history: readonly [string, string]): Spellings | undefined {
    if (this.settings.expectReach <= 0) return undefined;
    const key = history.join(' ');
    let expected = this.expectations.get(key);
    if (!expected) {
      if (this.expectations.size >= MAX_EXPECTATIONS) this.expectations.clear();
      expected = spellingsOf(new Set(this.expectedWords(history)));
      this.expectations.set(key, expected);
    }
    return expected;
  }

  /** The language model's history once the word being spelled ends here. */
  private historyAfterWord(h: Hypothesis): [string, string] {
    if (this.settings.expectReach <= 0) return h.history;
    return this.saidWords(h.wordTokens).reduce<[string, string]>((history, word) => this.nextHistory(history, word), h.history);
  }

  /**
   * Words of 4+ letters the language model finds at least `expectFloor` (log10) likely after these two, and the
   * names of each class it finds that likely together.
   */
  private expectedWords(history: readonly [string, string]): string[] {
    const context = contextOf(history);
    const { expectFloor, expectClasses } = this.settings;
    const followers = new Set([...this.lm.followers(context), ...this.lm.followers(context.slice(-1))]);
    const words = [...followers].filter(
      (word) => word.length >= 4 && /^[a-z]+$/.test(word) && this.lm.log10Prob([...context, word]) >= expectFloor,
    );
    if (!expectClasses) return words;
    const likelyClasses = this.classes.filter(
      (names) => names.reduce((sum, name) => sum + 10 ** this.lm.log10Prob([...context, name]), 0) >= 10 ** expectFloor,
    );
    return [...words, ...likelyClasses.flat()];
  }

  /** Adds the language model's score of a finished word (a number or an acronym may be several words said). */
  private scoreWord(h: Hypothesis, wordTokens: number[], heard: ReadonlySet<string>): void {
    for (const word of this.saidWords(wordTokens)) {
      h.language += this.lnProb(h.history, word);
      h.words += 1;
      if (heard.has(word)) h.heard += 1;
      h.history = this.nextHistory(h.history, word);
    }
  }

  /** The words said for a word's tokens, in the language model's spelling (a number or an acronym may be several). */
  private saidWords(wordTokens: number[]): string[] {
    if (wordTokens.length === 0) return [];
    const written = llamaTokenizer.decode(wordTokens, false, true).replace(/\b([A-Za-z])\./g, '$1 ');
    return spokenWords(written).map(dictionaryForm).filter(Boolean);
  }

  private nextHistory(history: readonly [string, string], word: string): [string, string] {
    return [history[1], this.lm.has(word) ? word : '<unk>'];
  }

  private lnProb(history: readonly [string, string], word: string): number {
    return this.lm.log10Prob([...contextOf(history), this.lm.has(word) ? word : '<unk>']) * LN10;
  }
}

/** Tokens that spell on towards a heard or expected word, and how far below the likeliest token they are still tried. */
type Guide = [tokens: readonly number[], reach: number];

/** The language model's context for a history: the first word is empty at the start of an utterance. */
const contextOf = (history: readonly [string, string]) => (history[0] ? [history[0], history[1]] : [history[1]]);

const dictionaryForm = (said: string) => said.replace(/[^a-z']/g, '');

/** For each spelled prefix of a heard word (token ids joined by commas; '' before its first), the tokens that go on; the whole word has none. */
type Spellings = Map<string, Set<number>>;

function spellingsOf(heard: ReadonlySet<string>): Spellings {
  const spellings: Spellings = new Map();
  for (const word of heard) {
    // Words under three letters are single common pieces, left to Moonshine's own ranking.
    if (word.length < 3) continue;
    for (const written of [word, word.charAt(0).toUpperCase() + word.slice(1)]) {
      const tokens: number[] = llamaTokenizer.encode(written, false);
      tokens.forEach((token, i) => {
        const prefix = tokens.slice(0, i).join(',');
        spellings.set(prefix, (spellings.get(prefix) ?? new Set()).add(token));
      });
      const whole = tokens.join(',');
      if (!spellings.has(whole)) spellings.set(whole, new Set());
    }
  }
  return spellings;
}
