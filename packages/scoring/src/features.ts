/**
 * Everything the learned models read about one answer: named, interpretable signals (coverage by exact terms, by
 * kind of fact and by meaning; relevance; specifics; stock phrases; hedges; language; delivery; coherence) and
 * hashed word n-grams marked for negation and third-party scope, which the red-flag and unusable-answer
 * classifiers learn from ("my brother has a green card" is not "i want a green card").
 */
import { answerStatesKind, declinesThePremise, type FactKind, keyPointKind } from './signals/fact-kinds.js';
import { analyseContent } from './signals/content.js';
import { analyseDelivery } from './signals/delivery.js';
import { analyseLanguage } from './signals/grammar.js';
import { centroid, coherence, contentWords, cosine, knownShare, softRecall, wordVectors } from './signals/meaning.js';
import { findRedFlags } from './signals/red-flags.js';
import { selfCorrections } from './signals/self-correction.js';
import { buildCleanView } from './text/clean-view.js';
import { fnv1a } from './text/hash.js';
import type { ContentDetails, DeliveryDetails, EvaluationInput, LanguageDetails, RedFlag } from './types.js';

export const FEATURE_NAMES = [
  'log_words',
  'typed',
  'words_per_minute',
  'coverage_terms',
  'coverage_kinds',
  'coverage_meaning',
  'coverage_combined',
  'model_overlap',
  'relevance',
  'answers_expected',
  'visa_related',
  'specifics',
  'rare_words',
  'numbers',
  'generic_phrases',
  'hedges',
  'grammar_rate',
  'telegraphic',
  'filler_share',
  'similarity_question',
  'similarity_model',
  'recall_model',
  'recall_question',
  'precision_on_topic',
  'coherence',
  'known_share',
  'rule_flags',
  'rule_flag_ceiling',
  'first_words_yes',
  'first_words_no',
  'declines_premise',
  'self_corrections',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

export interface KeyPointReading {
  keyPoint: string;
  kind: FactKind;
  /** 0..1: the best of exact-term credit, a stated fact of the same kind, and closeness in meaning. */
  credit: number;
  covered: boolean;
  evidence: string[];
  /** The answer states a fact of the key point's kind. */
  statesKind: boolean;
  /** Soft recall of the key point's words in the answer, 0..1. */
  meaning: number;
}

export interface AnswerReading {
  input: EvaluationInput;
  typed: boolean;
  content: ContentDetails;
  language: LanguageDetails;
  delivery: DeliveryDetails;
  ruleFlags: RedFlag[];
  keyPoints: KeyPointReading[];
  dense: number[];
  /** The same signals by name, for the texts and the stored details. */
  signals: Record<string, number>;
  /**
   * The answer declines what the question takes for granted (`declines_premise`: "no, this is my first time", "i am a
   * fresher"): it is an answer, and the model answer's facts are not asked for.
   */
  declinesPremise: boolean;
  sparse: Map<number, number>;
  /** Meaning of the answer, of the question alone, and of the question with the model answer and key points (for topic contrasts). */
  answerVector: Float32Array | undefined;
  questionVector: Float32Array | undefined;
  topicVector: Float32Array | undefined;
}

const COVERED = 0.6;
const KIND_CREDIT = 0.75;

function readKeyPoints(input: EvaluationInput, content: ContentDetails, answerVectors: ReturnType<typeof wordVectors>): KeyPointReading[] {
  return content.keyPoints.map((match) => {
    const kind = keyPointKind(match.keyPoint, input.question);
    const statesKind = kind !== 'detail' && answerStatesKind(kind, input.answer);
    const meaning = softRecall(wordVectors(match.keyPoint), answerVectors);
    const credit = Math.min(1, Math.max(match.credit, statesKind ? KIND_CREDIT : 0, Math.max(0, (meaning - 0.45) / 0.5)));
    return { keyPoint: match.keyPoint, kind, credit, covered: credit >= COVERED, evidence: match.evidence, statesKind, meaning };
  });
}

const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'nor',
  'without',
  "don't",
  'dont',
  "won't",
  'wont',
  "didn't",
  'didnt',
  "doesn't",
  'doesnt',
  "isn't",
  'isnt',
  "can't",
  'cant',
  'cannot',
  'neither',
  'nothing',
]);
const THIRD_PARTIES = new Set(
  'brother sister uncle aunt cousin friend friends son daughter father mother parents relatives relative husband wife he she they his her their brother-in-law sister-in-law'.split(
    ' ',
  ),
);
const CLAUSE_BREAKS = new Set(['and', 'but', 'so', 'because', 'i', 'we', 'then', 'also', 'after', 'before', 'when']);
/** A relative after these is the applicant's company or errand ("with my son", "to see my daughter"), not a new subject. */
const OBJECT_CUES = new Set([
  'with',
  'to',
  'for',
  'visit',
  'visiting',
  'see',
  'seeing',
  'meet',
  'meeting',
  'join',
  'joining',
  'help',
  'helping',
]);
const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their']);

/** Tokens with scope marks: "neg:" within three words after a negator, "3p:" while a clause is about someone else. */
export function scopedTokens(answer: string): string[] {
  const words = buildCleanView(answer).text.split(' ').filter(Boolean);
  const out: string[] = [];
  let negation = 0;
  let thirdParty = false;
  words.forEach((word, i) => {
    if (CLAUSE_BREAKS.has(word)) {
      thirdParty = false;
      negation = 0;
    }
    const before = POSSESSIVES.has(words[i - 1] ?? '') ? words[i - 2] : words[i - 1];
    if (THIRD_PARTIES.has(word) && !OBJECT_CUES.has(before ?? '')) thirdParty = true;
    const mark = negation > 0 ? 'neg:' : thirdParty ? '3p:' : '';
    out.push(`${mark}${word}`);
    if (negation > 0) negation--;
    if (NEGATORS.has(word)) negation = 3;
  });
  return out;
}

/** Brings each signal to about 0..1 for the linear classifiers (the trees do not need it). */
const DENSE_SCALE: Record<FeatureName, number> = {
  ...(Object.fromEntries(FEATURE_NAMES.map((name) => [name, 1])) as Record<FeatureName, number>),
  log_words: 5,
  words_per_minute: 200,
  specifics: 8,
  rare_words: 10,
  numbers: 6,
  generic_phrases: 3,
  hedges: 3,
  grammar_rate: 20,
  rule_flags: 3,
  rule_flag_ceiling: 2,
  self_corrections: 4,
};

const YES_OR_NO_OPENING = /^(yes|yeah|no|nope|never|not|sure|definitely)\b/;

export const SPARSE_BUCKETS = 1 << 18;
/** Sparse ids: the named signals take 0–30, the own-voice meaning vector 1,000–1,099, hashed n-grams 2,000 on. */
const VECTOR_OFFSET = 1_000;
const HASH_OFFSET = 2_000;

function hash(text: string): number {
  return HASH_OFFSET + (fnv1a(text) % SPARSE_BUCKETS);
}

/**
 * Words the question, its model answer or key points also use. They are marked in the n-grams: "university" in an
 * answer to a question about the university is not the same evidence as "university" in an answer to a question
 * about a trip, so the classifiers cannot learn a subject as a sign of an answer to another question
 * (cross-validated: natural QWK 0.869 → 0.871, uncapped answers scored 2 or less 191 → 177).
 */
export function referenceWordsOf(reference: Pick<EvaluationInput, 'question' | 'modelAnswer' | 'keyPoints'>): ReadonlySet<string> {
  return new Set(contentWords(`${reference.question} ${reference.modelAnswer} ${reference.keyPoints.join(' ')}`));
}

/** Hashed word n-grams (with scope marks) and question-opening pairs: what the classifiers read besides the signals. */
export function ngramFeatures(
  answer: string,
  question: string,
  referenceWords: ReadonlySet<string>,
  scoped = scopedTokens(answer),
): Map<number, number> {
  const features = new Map<number, number>();
  const add = (key: string, value = 1) => {
    const id = hash(key);
    features.set(id, (features.get(id) ?? 0) + value);
  };
  const tokens = scoped.map((token) => (referenceWords.has(token.slice(token.indexOf(':') + 1)) ? `r:${token}` : token));
  const scale = 1 / Math.sqrt(Math.max(1, tokens.length));
  tokens.forEach((token, i) => {
    add(`u:${token}`, scale);
    if (i + 1 < tokens.length) add(`b:${token} ${tokens[i + 1]}`, scale);
    if (i + 2 < tokens.length) add(`t:${token} ${tokens[i + 1]} ${tokens[i + 2]}`, scale);
  });
  // The same words mean different things under different questions: "yes" to "will you work in the US?". Only a
  // yes or no opening is paired with the question: other openings ("i am" to a trip question) carried how the
  // corpus was written, not what was said (cross-validated: natural QWK 0.863 → 0.869, caps kept 1,269 → 1,290).
  const opening = scoped.slice(0, 2).join(' ');
  if (YES_OR_NO_OPENING.test(opening)) for (const word of contentWords(question)) add(`qa:${word}|${opening}`);
  return features;
}

/**
 * The meaning of what the applicant says of themselves: the centroid of the words outside negation and
 * third-party scope. It lets the classifiers generalise from "settle there" to "shift there permanently".
 */
function ownVoiceVector(tokens: readonly string[]): Float32Array | undefined {
  return centroid(wordVectors(tokens.filter((token) => !token.includes(':')).join(' ')));
}

function sparseFeatures(input: EvaluationInput, dense: readonly number[]): Map<number, number> {
  const tokens = scopedTokens(input.answer);
  const features = ngramFeatures(input.answer, input.question, referenceWordsOf(input), tokens);
  const own = ownVoiceVector(tokens);
  own?.forEach((value, i) => {
    features.set(VECTOR_OFFSET + i, value);
  });
  dense.forEach((value, i) => {
    if (value !== 0) features.set(i, value / DENSE_SCALE[FEATURE_NAMES[i]!]);
  });
  return features;
}

function countMatches(text: string, pattern: RegExp): number {
  return (text.match(pattern) ?? []).length;
}

export function readAnswer(input: EvaluationInput): AnswerReading {
  const answer = input.answer ?? '';
  const typed = input.inputMethod === 'typed';
  const delivery = analyseDelivery(answer, typed ? undefined : input.durationSeconds);
  const ruleFlags = findRedFlags(answer, input.visaType, input.question);
  const content = analyseContent({ ...input, answer, redFlags: ruleFlags });
  const language = analyseLanguage(answer, delivery.wordCount);
  const answerVectors = wordVectors(answer);
  const keyPoints = readKeyPoints({ ...input, answer }, content, answerVectors);
  const answerCentroid = centroid(answerVectors);
  const questionVectors = wordVectors(input.question);
  const questionCentroid = centroid(questionVectors);
  const modelVectors = wordVectors(input.modelAnswer);
  const reference = [...questionVectors, ...modelVectors, ...wordVectors(input.keyPoints.join(' '))];
  const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length);
  const lower = buildCleanView(answer).text;
  const firstWord = lower.split(' ').find((word) => !/^(so|um|uh|well|sir|madam|actually|basically|okay|ok)$/.test(word)) ?? '';
  const values: Record<FeatureName, number> = {
    log_words: Math.log1p(delivery.wordCount),
    typed: typed ? 1 : 0,
    words_per_minute: delivery.wordsPerMinute ?? 0,
    coverage_terms: content.coverage,
    coverage_kinds: mean(keyPoints.map((kp) => (kp.statesKind ? 1 : 0))),
    coverage_meaning: mean(keyPoints.map((kp) => kp.meaning)),
    coverage_combined: mean(keyPoints.map((kp) => kp.credit)),
    model_overlap: content.modelOverlap,
    relevance: content.relevance,
    answers_expected: content.answersExpected ? 1 : 0,
    visa_related: content.visaRelated ? 1 : 0,
    specifics: Math.min(8, content.specifics.length),
    rare_words: Math.min(10, answerVectors.filter((word) => word.weight >= 0.95).length),
    numbers: Math.min(6, countMatches(lower, /\b\d+(\.\d+)?\b|\b(lakhs?|crores?|thousand|hundred|million)\b/g)),
    generic_phrases: content.genericPhrases.length,
    hedges: content.hedges.length,
    grammar_rate: language.issueRate,
    telegraphic: language.telegraphic ? 1 : 0,
    filler_share: delivery.fillerShare,
    similarity_question: cosine(answerCentroid, questionCentroid),
    similarity_model: cosine(answerCentroid, centroid(modelVectors)),
    recall_model: softRecall(modelVectors, answerVectors),
    recall_question: softRecall(questionVectors, answerVectors),
    precision_on_topic: softRecall(answerVectors, reference),
    coherence: coherence(answerVectors),
    known_share: knownShare(answer),
    rule_flags: ruleFlags.length,
    rule_flag_ceiling: ruleFlags.length === 0 ? 0 : ruleFlags.some((flag) => flag.cap === 1) ? 2 : 1,
    first_words_yes: /^(yes|yeah|yep|sure|definitely)$/.test(firstWord) ? 1 : 0,
    first_words_no: /^(no|nope|never|not)$/.test(firstWord) ? 1 : 0,
    declines_premise: declinesThePremise(input.question, answer) ? 1 : 0,
    self_corrections: selfCorrections(answer),
  };
  const dense = FEATURE_NAMES.map((name) => Math.round(values[name] * 1e6) / 1e6);
  const signals = Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, dense[i]!]));
  return {
    input: { ...input, answer },
    typed,
    content,
    language,
    delivery,
    ruleFlags,
    keyPoints,
    dense,
    signals,
    declinesPremise: values.declines_premise === 1,
    sparse: sparseFeatures({ ...input, answer }, dense),
    answerVector: answerCentroid,
    questionVector: questionCentroid,
    topicVector: centroid(reference),
  };
}
