import type { FeedbackMessage, FeedbackMessages } from './messages/render.js';

export type VisaType = 'F1' | 'B1/B2';

export interface EvaluationInput {
  visaType: VisaType | string;
  question: string;
  modelAnswer: string;
  keyPoints: readonly string[];
  /** The transcript of the spoken answer (may lack punctuation and capitals). */
  answer: string;
  /** Length of the spoken answer in seconds, when the recorder knows it. Ignored for typed answers. */
  durationSeconds?: number;
  /** How the answer was given; a typed answer has no speaking pace. Spoken when absent. */
  inputMethod?: 'spoken' | 'typed';
  /** Speech-recognition confidence in [0, 1], when the engine reports one. */
  confidence?: number;
}

export interface KeyPointMatch {
  keyPoint: string;
  /** 0..1: share of the key point's meaningful words (or its slot) found in the answer. */
  credit: number;
  covered: boolean;
  /** The applicant's own words that matched, in answer order. */
  evidence: string[];
}

export type RedFlagKind =
  | 'intent_to_stay'
  | 'unauthorised_work'
  | 'overstay'
  | 'weak_ties'
  | 'someone_else_decided'
  | 'knows_nothing'
  | 'contradiction'
  | 'evasion';

export interface RedFlag {
  kind: RedFlagKind;
  /** The applicant's words that triggered the flag. */
  quote: string;
  start: number;
  end: number;
  /** Why an officer would be worried, in plain words. */
  explanation: string;
  /** 1 = disqualifying on its own (e.g. stated plan to settle); 2 = serious doubt. */
  cap: 1 | 2;
  /** The explanation as a message key, to render in any language. */
  message: FeedbackMessage;
}

export interface ContentDetails {
  keyPoints: KeyPointMatch[];
  covered: string[];
  missing: string[];
  /** `covered` and `missing` as messages, to render in any language (a key point's own words stay as written). */
  coveredMessages?: FeedbackMessage[];
  missingMessages?: FeedbackMessage[];
  /** Mean key-point credit, 0..1. */
  coverage: number;
  /** Share of the model answer's content words the answer uses, 0..1. */
  modelOverlap: number;
  /** 0..1, how squarely the answer addresses what the question asks. */
  relevance: number;
  /** The kind of answer the question asks for (yes/no, amount, place...). */
  expectedAnswer: string;
  answersExpected: boolean;
  /** Talks about the interview's world at all (study, money, family, travel, work), even if off the question. */
  visaRelated: boolean;
  /** Concrete checkable facts named in the answer (figures, dates, places, organisations). */
  specifics: string[];
  /** Stock phrases that say nothing checkable ("one of the best universities"). */
  genericPhrases: string[];
  /** Hesitations that undermine credibility ("i think", "maybe", "not sure"). */
  hedges: string[];
  /** How well the answer serves the visa's requirements, in words. */
  visaFit: string;
  redFlags: RedFlag[];
}

export interface GrammarIssue {
  rule: string;
  start: number;
  end: number;
  text: string;
  suggestion: string;
  message: string;
  /** Names the message in every language's texts (messages/). */
  messageId: string;
}

export interface LanguageDetails {
  issues: GrammarIssue[];
  /** Issues per 100 words. */
  issueRate: number;
  /** Spoken in fragments without verbs ("b tech mechanical vit 2023"). */
  telegraphic: boolean;
  engine: 'rules';
}

export interface FillerUse {
  filler: string;
  start: number;
  end: number;
}

export interface DeliveryDetails {
  wordCount: number;
  durationSeconds: number | null;
  wordsPerMinute: number | null;
  fillers: FillerUse[];
  fillersPerMinute: number | null;
  /** Share of words that are fillers, used when the duration is unknown. */
  fillerShare: number;
  length: 'bare' | 'concise' | 'long' | 'rambling';
  pace: 'slow' | 'comfortable' | 'fast' | 'unknown';
}

export interface GuardDetails {
  assessable: boolean;
  reason: 'empty' | 'no_answer' | 'gibberish' | 'low_confidence' | null;
  explanation: string | null;
  /** The explanation as a message key with parameters, when there is one. */
  message: FeedbackMessage | null;
}

export interface ScoreBreakdown {
  base: number;
  adjustments: { reason: string; points: number }[];
  raw: number;
  cap: number | null;
}

export interface EvaluationDetails {
  guard: GuardDetails;
  content: ContentDetails | null;
  language: LanguageDetails | null;
  delivery: DeliveryDetails;
  breakdown: ScoreBreakdown;
  /** The named signals the learned model read (local engine only). */
  signals?: Record<string, number>;
  engine: 'local' | 'llm';
  /** The three texts as message keys with parameters (local engine only), to render in any language. */
  messages?: FeedbackMessages;
}

export interface EvaluationResult {
  score: number;
  correctness: string;
  grammar: string;
  constructive_feedback: string;
  details: EvaluationDetails;
}
