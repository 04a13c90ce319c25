/**
 * How often an answer takes back what it has just said: "twenty thousand per semester no per year", "in 2019 no
 * sorry 2021", "no never been no wait yes one time". An officer hears a contradiction (RUBRIC: a contradiction caps
 * at 2), whatever words carry it, so the learned models read the count as one signal beside the word n-grams. One
 * slip corrected is ordinary speech; the trees learn how much a count weighs.
 */
import { HARD_FILLERS } from '../text/lexicon.js';
import { numberWordValue, tokenize } from '../text/tokens.js';

/** Words that turn what follows into a replacement of what came before. */
const TAKE_BACK = new Set(['no', 'sorry', 'mean', 'actually', 'wait']);
/** The words of an opening answer: "no, actually i don't need to" declines; it takes nothing back. */
const OPENING = 2;
const REACH = 5;

const isFigure = (word: string) => /^\d/.test(word) || numberWordValue(word) !== undefined;

/** A figure replaced by a different one after a take-back word, within a few words. */
function revisesFigure(words: readonly string[], at: number): boolean {
  if (!isFigure(words[at]!)) return false;
  for (let i = at + 1; i < Math.min(words.length, at + REACH); i++) {
    if (isFigure(words[i]!)) return false;
    if (!TAKE_BACK.has(words[i]!)) continue;
    for (let j = i + 1; j < Math.min(words.length, i + REACH); j++) if (isFigure(words[j]!)) return words[j] !== words[at];
    return false;
  }
  return false;
}

function takesBack(words: readonly string[], at: number): boolean {
  if (at < OPENING) return false;
  const [previous, word, next] = [words[at - 1], words[at], words[at + 1]];
  if (word === 'mean') return previous === 'i';
  if (word === 'sorry') return true;
  if (word === 'wait') return previous === 'no' || previous === 'oh';
  if (word === 'no') return previous === 'or' || next === 'no' || next === 'actually';
  if (word === 'actually') return next === 'no' || next === 'not';
  return false;
}

/** Take-back phrases plus figures replaced by another figure, at most four. */
export function selfCorrections(answer: string): number {
  const words = tokenize(answer)
    .map((token) => token.text.replace(/[.,;!?]+$/, ''))
    .filter((word) => word.length > 0 && !HARD_FILLERS.has(word));
  let count = 0;
  for (let i = 0; i < words.length; i++) if (takesBack(words, i) || revisesFigure(words, i)) count++;
  return Math.min(4, count);
}
