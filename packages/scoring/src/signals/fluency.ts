/**
 * Fluency by word pairs, read from general English rather than from the corpus: for neighbouring words that are
 * both among the most frequent of general English, how likely the second is after the first (model/fluency.json,
 * built by scripts/build-fluency.ts from the generic US-English model PocketSphinx ships). Recognition word salad
 * ("the course for choose of the data in project") strings common words in orders English rarely uses; a fluent
 * answer about any subject does not. Subject words are mostly outside the table, so the measure is not lexical.
 */
import { readModelFile } from '../model-files.js';
import { buildCleanView } from '../text/clean-view.js';

export const FLUENCY_WORDS = 1000;
export const FLUENCY_STEP = 0.5;
export const FLUENCY_LEVELS = 16;

interface FluencyTable {
  index: Map<string, number>;
  pairs: Uint8Array;
  size: number;
  /** log10 chance per level of a pair. */
  step: number;
}

/** model/fluency.json, built by scripts/build-fluency.ts: the words, and each pair's level (4 bits) in base64. */
interface FluencyFile {
  step: number;
  words: string;
  pairs: string;
}

let table: FluencyTable | undefined;

function fluencyTable(): FluencyTable {
  if (table) return table;
  const fluencyFile = readModelFile<FluencyFile>('fluency.json');
  const words = fluencyFile.words.split(' ');
  table = {
    index: new Map(words.map((word, i) => [word, i])),
    pairs: new Uint8Array(Buffer.from(fluencyFile.pairs, 'base64')),
    size: words.length,
    step: fluencyFile.step,
  };
  return table;
}

/** Mean log10 chance of each word after the word before it, over neighbours both in the table; null under three pairs. */
export function pairFluency(answer: string): number | null {
  const { index, pairs, size, step } = fluencyTable();
  let sum = 0;
  let count = 0;
  for (const sentence of answer.split(/[.!?;,]+/)) {
    const positions = buildCleanView(sentence)
      .text.split(' ')
      .map((word) => index.get(word));
    for (let i = 1; i < positions.length; i++) {
      const previous = positions[i - 1];
      const next = positions[i];
      if (previous === undefined || next === undefined) continue;
      const at = previous * size + next;
      const level = at & 1 ? pairs[at >> 1]! >> 4 : pairs[at >> 1]! & 15;
      sum -= level * step;
      count++;
    }
  }
  return count < 3 ? null : sum / count;
}
