/**
 * Does the answer answer this question, or another one? A classifier over question-cue × answer-word pairs ("how
 * many" with a figure, "salary" with "lakh", "who" with "father") and the product of the two meanings. It learns from
 * the corpus's usable answers, each read once under its own question and twice under another question the corpus
 * asks (one close in meaning, one not), so a word's link to a kind of question is learned, not a question's wording:
 * an answer and a question both appear on each side of the label, and only their pairing tells the sides apart.
 */
import { contentWords, dot } from '../signals/meaning.js';
import { fnv1a } from '../text/hash.js';
import { toTerms } from '../text/tokens.js';
import { type LogisticModel, predictLogistic, type SparseRow, trainLogistic } from './logistic.js';

const PAIR_BUCKETS = 1 << 18;
const VECTOR_PRODUCT = PAIR_BUCKETS;
const SHARED_WORDS = PAIR_BUCKETS + 200;
/** Another question closer than this in meaning may well be answered by the same words: never a negative pair. */
const ANSWERABLE_ALIKE = 0.85;
const NEAR_CHOICES = 5;
const MAX_ANSWER_WORDS = 60;
const options = { epochs: 150, learningRate: 0.4, l2: 1e-4 } as const;

const OPENING = /^(how many|how much|how long|how old|how often|how|why|who|whose|whom|when|where|which|what)\b/;
const YES_NO_OPENING = /^(do|does|did|have|has|had|are|is|was|were|will|would|can|could|should)\b/;
const ASKED_ANYWHERE = /\b(how many|how much|how long|why|who|whose|when|where|which)\b/g;

export interface PairSide {
  cues: string[];
  meaning: Float32Array | undefined;
}

/** What the question asks (its opening forms and content words) and what it means. */
export function readQuestion(question: string, meaning: Float32Array | undefined): PairSide {
  const lower = question.toLowerCase();
  const cues = new Set<string>();
  for (const sentence of lower.split(/[.?!—–]\s*/)) {
    const opening = sentence.trim().replace(/^(so|and|but|then|ok|okay|now)\s+/, '');
    const asked = opening.match(OPENING)?.[1] ?? (YES_NO_OPENING.test(opening) ? 'yes-no' : undefined);
    if (asked) cues.add(`ask:${asked}`);
  }
  for (const match of lower.matchAll(ASKED_ANYWHERE)) cues.add(`ask:${match[1]}`);
  for (const word of contentWords(question)) cues.add(word);
  return { cues: [...cues], meaning };
}

/** The answer's content words and the kinds of fact a question might ask for. */
export function readAnswerSide(answer: string, meaning: Float32Array | undefined): PairSide {
  const cues = new Set(contentWords(answer).slice(0, MAX_ANSWER_WORDS));
  if (toTerms(answer).some((term) => term.value !== undefined && term.value >= 2)) cues.add('#figure');
  if (/\b(lakhs?|crores?|dollars?|rupees?|thousand|rs)\b|\$/i.test(answer)) cues.add('#money');
  if (/\b(because|since|so that|that is why|reason)\b/i.test(answer)) cues.add('#because');
  if (/^\W*(yes|yeah|no|never|not)\b/i.test(answer)) cues.add('#yes-no');
  return { cues: [...cues], meaning };
}

export function pairFeatures(question: PairSide, answer: PairSide): Map<number, number> {
  const features = new Map<number, number>();
  const scale = 4 / Math.sqrt(Math.max(1, question.cues.length * answer.cues.length));
  for (const asked of question.cues)
    for (const said of answer.cues) {
      const id = fnv1a(`${asked}|${said}`) % PAIR_BUCKETS;
      features.set(id, (features.get(id) ?? 0) + scale);
    }
  const said = new Set(answer.cues);
  features.set(SHARED_WORDS, question.cues.filter((cue) => said.has(cue)).length / Math.max(1, question.cues.length));
  if (question.meaning && answer.meaning)
    for (let i = 0; i < question.meaning.length; i++) features.set(VECTOR_PRODUCT + i, 4 * question.meaning[i]! * answer.meaning[i]!);
  return features;
}

export interface PairingExample {
  group: string;
  question: PairSide;
  answer: PairSide;
  /** Its question's meaning with the model answer: how alike two questions are. */
  topic: Float32Array | undefined;
  usable: boolean;
}

export function fitPairingModel(examples: readonly PairingExample[]): LogisticModel {
  const questions = new Map<string, PairingExample>();
  for (const example of examples) if (example.topic && !questions.has(example.group)) questions.set(example.group, example);
  const others = [...questions.values()].sort((a, b) => (a.group < b.group ? -1 : 1));
  const unlike = new Map<string, PairingExample[]>();
  const unlikeQuestions = (example: PairingExample) => {
    const cached = unlike.get(example.group);
    if (cached) return cached;
    const found = others
      .filter((other) => other.group !== example.group)
      .map((other) => ({ other, similarity: dot(example.topic!, other.topic!) }))
      .filter(({ similarity }) => similarity < ANSWERABLE_ALIKE)
      .sort((a, b) => b.similarity - a.similarity || (a.other.group < b.other.group ? -1 : 1))
      .map(({ other }) => other);
    unlike.set(example.group, found);
    return found;
  };
  const rows: SparseRow[] = [];
  const labels: number[] = [];
  examples.forEach((example, index) => {
    if (!example.usable || !example.topic) return;
    rows.push(pairFeatures(example.question, example.answer));
    labels.push(1);
    const candidates = unlikeQuestions(example);
    if (candidates.length === 0) return;
    const near = candidates[index % Math.min(NEAR_CHOICES, candidates.length)]!;
    const far = candidates[(index * 7919) % candidates.length]!;
    for (const other of new Set([near, far])) {
      rows.push(pairFeatures(other.question, example.answer));
      labels.push(0);
    }
  });
  return trainLogistic(rows, labels, options);
}

export function addressesQuestion(model: LogisticModel, question: PairSide, answer: PairSide): number {
  return predictLogistic(model, pairFeatures(question, answer));
}
