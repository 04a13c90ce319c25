/**
 * Tokenising and normalising spoken-answer transcripts.
 *
 * Transcripts come from speech recognition, so the same fact arrives in many shapes ("$5,000", "five thousand
 * dollars", "5 thousand"). Everything downstream compares *terms*: lower-cased, lightly stemmed, synonyms folded
 * to one canonical word, numbers parsed to values, each keeping its character span in the original answer so
 * feedback can quote the applicant's own words.
 */
import { CANONICAL_WORDS, CANONICAL_PHRASES, STOPWORDS } from './lexicon.js';

export interface Token {
  /** Lower-cased surface form. */
  text: string;
  /** Surface form as written (case kept), used to spot proper nouns in key points. */
  original: string;
  start: number;
  end: number;
}

export interface Term {
  /** Canonical key used for matching (stem, synonym class or number literal). */
  key: string;
  start: number;
  end: number;
  /** Set when the term is a number (digits or spoken number words). */
  value?: number;
  /** True for stopwords and other words that carry no content. */
  functional: boolean;
}

const TOKEN_PATTERN = /\$?\d+(?:,\d{3})*(?:\.\d+)?(?:st|nd|rd|th|k)?|[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*\.?|&/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    let original = match[0];
    // A trailing full stop is sentence punctuation unless the word is a dotted abbreviation ("b.tech.").
    if (original.endsWith('.') && !original.slice(0, -1).includes('.')) original = original.slice(0, -1);
    const start = match.index;
    tokens.push({ text: original.toLowerCase().replace(/’/g, "'"), original, start, end: start + original.length });
  }
  return tokens;
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
/** Multipliers that scale the number before them; lakh and crore stay separate words (they name a currency scale). */
const MULTIPLIERS: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000, billion: 1_000_000_000 };

function digitValue(text: string): number | undefined {
  const cleaned = text
    .replace(/^\$/, '')
    .replace(/,/g, '')
    .replace(/(st|nd|rd|th)$/, '');
  if (/^\d+(\.\d+)?k$/.test(cleaned)) return Number(cleaned.slice(0, -1)) * 1000;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** The value of a number word ("seven", "twenty"), undefined for any other word. */
export function numberWordValue(word: string): number | undefined {
  return UNITS[word] ?? TENS[word];
}

/**
 * Parses one spoken or written number starting at `index`: "a hundred and twenty thousand", "forty five",
 * "8.4", "eight point six", "40 thousand", "twentieth". Returns the value and how many tokens it used.
 * "three twenty" (a GRE score said digit-group-wise) stays two numbers, as a listener would hear it.
 */
function readNumber(tokens: Token[], index: number): { value: number; length: number } | undefined {
  const first = tokens[index];
  if (!first) return undefined;
  const ordinal = ORDINALS[first.text];
  // "first"/"second" are ordinary words far more often than dates ("first semester", "second year").
  if (ordinal !== undefined && first.text !== 'first' && first.text !== 'second') return { value: ordinal, length: 1 };
  let total = 0;
  let current = 0;
  let length = 0;
  let last: 'none' | 'digits' | 'unit' | 'tens' | 'multiplier' = 'none';
  for (let i = index; i < tokens.length; i++) {
    const word = tokens[i]!.text;
    const next = tokens[i + 1]?.text ?? '';
    const digits = digitValue(word);
    const spoken = numberWordValue(word);
    if (digits !== undefined && last === 'none') {
      current = digits;
      last = 'digits';
    } else if (spoken !== undefined && (last === 'none' || last === 'multiplier' || (last === 'tens' && spoken < 10))) {
      current += spoken;
      last = spoken >= 20 ? 'tens' : 'unit';
    } else if (word === 'a' && last === 'none' && MULTIPLIERS[next] !== undefined) {
      current = 1;
      last = 'unit';
    } else if (MULTIPLIERS[word] !== undefined && last !== 'none' && last !== 'multiplier') {
      const multiplier = MULTIPLIERS[word]!;
      if (multiplier === 100) current *= 100;
      else {
        total += current * multiplier;
        current = 0;
      }
      last = 'multiplier';
    } else if (word === 'and' && last === 'multiplier' && numberWordValue(next) !== undefined) {
      // "a hundred and twenty": 'and' joins the parts of one number.
    } else if (word === 'point' && last !== 'none' && last !== 'multiplier' && numberWordValue(next) !== undefined) {
      current += numberWordValue(next)! / 10;
      length = i + 2 - index;
      break;
    } else {
      break;
    }
    length = i + 1 - index;
  }
  if (last === 'none' || length === 0) return undefined;
  return { value: total + current, length };
}

/** Light suffix stripping: enough to fold plurals and verb forms ("sponsoring", "sponsored", "sponsors"). */
export function stem(word: string): string {
  let w = word.replace(/'s$|'$/, '').replace(/iz(e|ing|ed|ation)/, 'is$1');
  if (w.length <= 3 || /\d/.test(w)) return w;
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/ied$/, 'y'],
    [/sses$/, 'ss'],
    [/([^s])ions?$/, '$1'],
    [/ments?$/, ''],
    [/ings?$/, ''],
    [/edly$/, ''],
    [/ed$/, ''],
    [/ly$/, ''],
    [/es$/, 'e'],
    [/([^su])s$/, '$1'],
  ];
  for (const [pattern, replacement] of rules) {
    const next = w.replace(pattern, replacement);
    if (next !== w && next.length >= 3) {
      w = next;
      break;
    }
  }
  // Fold "running"→"run", "graduate"→"graduat" so every form meets on one stem.
  w = w.replace(/([bdgmnprt])\1$/, '$1').replace(/e$/, '');
  return w;
}

export function canonicalWord(word: string): string {
  const lower = word.toLowerCase().replace(/’/g, "'");
  const direct = CANONICAL_WORDS.get(lower) ?? CANONICAL_WORDS.get(lower.replace(/\./g, ''));
  if (direct) return direct;
  const stemmed = stem(lower.replace(/\./g, ''));
  return CANONICAL_WORDS.get(stemmed) ?? stemmed;
}

function matchPhrase(tokens: Token[], index: number): { key: string; length: number } | undefined {
  for (const [words, key] of CANONICAL_PHRASES) {
    if (words.every((word, offset) => tokens[index + offset]?.text === word)) return { key, length: words.length };
  }
  return undefined;
}

/** Turns text into comparable terms (numbers parsed, phrases and synonyms folded, stopwords marked). */
export function toTerms(text: string): Term[] {
  const tokens = tokenize(text);
  const terms: Term[] = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    const phrase = matchPhrase(tokens, i);
    if (phrase) {
      const last = tokens[i + phrase.length - 1]!;
      terms.push({ key: phrase.key, start: token.start, end: last.end, functional: false });
      i += phrase.length;
      continue;
    }
    const number = readNumber(tokens, i);
    if (number) {
      const last = tokens[i + number.length - 1]!;
      terms.push({ key: String(number.value), value: number.value, start: token.start, end: last.end, functional: false });
      i += number.length;
      continue;
    }
    if (token.text === '&') {
      terms.push({ key: 'and', start: token.start, end: token.end, functional: true });
      i += 1;
      continue;
    }
    const key = canonicalWord(token.text);
    terms.push({ key, start: token.start, end: token.end, functional: STOPWORDS.has(token.text) || STOPWORDS.has(key) });
    i += 1;
  }
  return terms;
}

export function contentTerms(text: string): Term[] {
  return toTerms(text).filter((term) => !term.functional);
}

/**
 * Spoken acronyms: "u t dallas", "l and t", "texas a and m" arrive as runs of single letters. Joining them lets
 * them meet the initials of the proper names in a key point ("University of Texas", "Larsen & Toubro").
 */
export function spokenAcronyms(text: string): { acronym: string; start: number; end: number }[] {
  const tokens = tokenize(text);
  const found: { acronym: string; start: number; end: number }[] = [];
  let run: Token[] = [];
  const flush = () => {
    const letters = run.filter((token) => token.text !== 'and' && token.text !== '&');
    if (letters.length >= 2)
      found.push({ acronym: letters.map((t) => t.text).join(''), start: run[0]!.start, end: run[run.length - 1]!.end });
    run = [];
  };
  for (const token of tokens) {
    const isLetter = /^\p{L}$/u.test(token.text) && token.text !== 'i';
    const isJoiner = (token.text === 'and' || token.text === '&') && run.length > 0;
    if (isLetter || isJoiner) run.push(token);
    else flush();
  }
  flush();
  return found;
}

/** Counts words the way a listener would: fillers count, punctuation does not. */
export function countWords(text: string): number {
  return tokenize(text).filter((token) => token.text !== '&').length;
}
