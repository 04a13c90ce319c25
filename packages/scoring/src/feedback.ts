/**
 * The three user-facing texts of a scorecard. They explain the score from the signals: what the applicant stated,
 * which *kinds* of fact are missing (never the model applicant's own facts), the risk that capped the answer, and
 * one concrete improvement grounded in what the applicant said. Advice never asks an applicant to claim what is
 * not theirs or to hide what is true: a relative in the US is said plainly, then the applicant's own ties.
 *
 * They are built as message keys with parameters (messages/), so the same result renders in every language the
 * app offers; the English texts are the English catalogue's rendering of those messages. Quotes of the
 * applicant's own words are parameters and stay as spoken.
 */
import type { KeyPointReading } from './features.js';
import { EN_CATALOGUE } from './messages/en.js';
import { type FeedbackMessage, type FeedbackMessages, renderFeedback } from './messages/render.js';
import { KIND_LABELS, type FactKind } from './signals/fact-kinds.js';
import type { ContentDetails, DeliveryDetails, GuardDetails, LanguageDetails, RedFlag } from './types.js';

export interface FeedbackTexts {
  correctness: string;
  grammar: string;
  constructive_feedback: string;
}

export interface Feedback extends FeedbackTexts {
  messages: FeedbackMessages;
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const message = (key: string, params?: FeedbackMessage['params']): FeedbackMessage => (params ? { key, params } : { key });

function quote(text: string, maxWords = 12): string {
  const words = text.trim().split(/\s+/);
  return `"${words.length > maxWords ? `${words.slice(0, maxWords).join(' ')} …` : words.join(' ')}"`;
}

function withTexts(messages: FeedbackMessages): Feedback {
  return { ...renderFeedback(messages, EN_CATALOGUE), messages };
}

/** "in the us", not "my mother lives with us": the pronoun is no country. */
const RELATIVE_IN_US =
  /\b(my|our) (elder |younger )?(brother|sister|uncle|aunt|cousin|son|daughter|relatives?|family|parents|father|mother)\b[^.]{0,60}\b((the|in) us|usa|america|states|green card|citizen|h-?1b|new york|new jersey|california|texas|boston|chicago|seattle)\b/i;
/** "None of my relatives are in the US", "my family is not there": a denial, not a relative in the US. */
const DENIED_BEFORE = /\b(none|no|not|neither|nor)( one)?( of)?\s*$/i;
const DENIED_WITHIN = /\b(not|no|never|none|nobody|isn't|aren't)\b/i;

function mentionsRelativeInUs(answer: string): boolean {
  const found = RELATIVE_IN_US.exec(answer);
  return found !== null && !DENIED_BEFORE.test(answer.slice(0, found.index)) && !DENIED_WITHIN.test(found[0]);
}

const NOT_ASSESSED_GRAMMAR = message('grammar.notAssessed');

export function unassessableFeedback(guard: GuardDetails, question: string): Feedback {
  return withTexts({
    correctness: [message('unassessable.correctness', { why: guard.message ?? message('unassessable.noUsableAnswer') })],
    grammar: [NOT_ASSESSED_GRAMMAR],
    constructive_feedback: [
      guard.reason === 'low_confidence' || guard.reason === 'gibberish'
        ? message('unassessable.speakSlower', { question })
        : message('unassessable.answerNextTime', { question }),
    ],
  });
}

function grammarMessages(language: LanguageDetails): FeedbackMessage[] {
  const parts: FeedbackMessage[] = [];
  if (language.issues.length === 0) parts.push(message('grammar.none'));
  else {
    const shown = language.issues.slice(0, 3).map((issue) =>
      message('grammar.issue', {
        quote: quote(issue.text),
        suggestion: issue.suggestion,
        message: message(`grammar.rule.${issue.messageId}`),
      }),
    );
    parts.push(
      message(language.issues.length === 1 ? 'grammar.issues.one' : 'grammar.issues.other', {
        count: language.issues.length,
        issues: { list: shown, separator: '; ' },
      }),
    );
  }
  if (language.telegraphic) parts.push(message('grammar.telegraphic'));
  parts.push(message('grammar.notCounted'));
  return parts;
}

/**
 * The applicant's own words for a covered fact: a phrase of the key point they said, or the one word the match
 * rests on when their answer states no fact of the key point's kind (the word "savings" covers "12 lakh in
 * savings", but the answer names no figures, so it is not called "the figures"). Null: name the fact's kind.
 */
function evidenceOf(point: KeyPointReading): string | null {
  // Words matched far apart are quoted by the longest of them, never joined into a phrase the applicant did not say.
  const words = point.evidence.reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '').trim();
  if (words.split(/\s+/).length >= 2) return words;
  return words !== '' && !point.statesKind ? words : null;
}

/**
 * The words a covered key point is named by: the key point as written when the applicant said a phrase of it, the
 * one word they said otherwise; null when its kind names it.
 */
function coveredWords(point: KeyPointReading): string | null {
  const words = evidenceOf(point);
  if (!words) return null;
  return words.includes(' ') ? point.keyPoint : words;
}

/** A covered key point named back: in the words above, else by its kind. */
export function coveredLabel(point: KeyPointReading): string {
  return coveredWords(point) ?? KIND_LABELS[point.kind];
}

/** `coveredLabel` as a message: the applicant's and the key point's words stay as written, a kind of fact is translated. */
export function coveredMessage(point: KeyPointReading): FeedbackMessage {
  const words = coveredWords(point);
  return words ? message('keyPoint.asWritten', { text: words }) : message(`kind.label.${point.kind}`);
}

/** "Clear no" is the model applicant's clean record: an applicant whose brother lives in the US has not missed it. */
const applicableKeyPoints = (keyPoints: readonly KeyPointReading[]) => keyPoints.filter((point) => point.kind !== 'denial');

/**
 * The kinds of fact the missing key points ask for, each named once, in the order of the key points. "The specific
 * reason or detail" names no kind, so it is asked for only where the answer gave less than half of what the question
 * asks: "my father is 62, i am the only son, his rice mill needs me" has given its reason.
 */
export function missingKinds(keyPoints: readonly KeyPointReading[]): FactKind[] {
  const applicable = applicableKeyPoints(keyPoints);
  const mostlyCovered = applicable.filter((point) => point.covered).length * 2 >= applicable.length;
  const kinds: FactKind[] = [];
  for (const point of applicable)
    if (!point.covered && !kinds.includes(point.kind) && !(mostlyCovered && point.kind === 'detail')) kinds.push(point.kind);
  return kinds;
}

/** What to ask for a missing kind of fact, in English. */
export const requestText = (kind: FactKind): string => EN_CATALOGUE.texts[`kind.request.${kind}`] ?? kind;
/** The same request as a message, translated where it is shown. */
export const requestMessage = (kind: FactKind): FeedbackMessage => message(`kind.request.${kind}`);

const requestsOf = (kinds: readonly FactKind[]) => ({ list: kinds.map(requestMessage) });

export interface AnswerFeedbackInput {
  question: string;
  score: number;
  content: ContentDetails;
  language: LanguageDetails;
  delivery: DeliveryDetails;
  keyPoints: readonly KeyPointReading[];
  /** The answer declines the question's premise ("No, this is my first visit"): the model answer's facts do not apply. */
  declined: boolean;
  /** The kinds of fact to ask for (none when the answer declined the premise). */
  missing: readonly FactKind[];
  visaType: string;
  redFlag: RedFlag | null;
  /** Why the model found no usable answer, when it did. */
  unusable: FeedbackMessage | null;
  answer: string;
}

function answersWithPlainNo({ declined, keyPoints }: Pick<AnswerFeedbackInput, 'declined' | 'keyPoints'>): boolean {
  return declined && keyPoints.some((point) => point.kind === 'denial');
}

function correctnessMessages(args: AnswerFeedbackInput): FeedbackMessage[] {
  const { content, redFlag, declined } = args;
  if (redFlag) return [message('correctness.redFlag', { quote: quote(redFlag.quote, 15), explanation: redFlag.message })];
  const parts: FeedbackMessage[] = [];
  const keyPoints = applicableKeyPoints(args.keyPoints);
  const covered = keyPoints.filter((point) => point.covered);
  // "No" to "Will you stay in the US?" is the answer the model applicant gave too: plain, not a premise declined.
  if (declined) parts.push(message(answersWithPlainNo(args) ? 'correctness.plainNo' : 'correctness.declined'));
  else if (keyPoints.length > 0) {
    if (covered.length > 0) {
      // Two key points of one kind ("GRE 318", "165 Quantitative") are named once: "your scores", not four times; a
      // quote inside a longer one ("tuition" in "tuition and living") is not repeated.
      const evidence = covered.map(evidenceOf);
      const stated = uniqueBy(
        covered.map((point, i) => {
          const words = evidence[i];
          if (words && evidence.some((other) => other && other !== words && other.includes(words))) return null;
          return words ? quote(words, 10) : message(`kind.label.${point.kind}`);
        }),
        (item) => JSON.stringify(item),
      ).filter((item) => item !== null);
      parts.push(
        covered.length === keyPoints.length
          ? message('correctness.gaveAll', { stated: { list: stated } })
          : message('correctness.gave', { covered: covered.length, total: keyPoints.length, stated: { list: stated } }),
      );
    } else parts.push(message('correctness.gaveNone', { total: keyPoints.length }));
    if (args.missing.length > 0) parts.push(message('correctness.missing', { missing: requestsOf(args.missing) }));
  }
  if (content.genericPhrases.length > 0) parts.push(message('correctness.stockPhrase', { quote: quote(content.genericPhrases[0]!) }));
  if (content.hedges.length > 0) parts.push(message('correctness.hedge', { quote: quote(content.hedges[0]!) }));
  if (content.specifics.length > 0) parts.push(message('correctness.specifics', { specifics: { list: content.specifics.slice(0, 5) } }));
  else parts.push(message('correctness.noSpecifics'));
  return parts;
}

const ABOUT_A_PLAN = /\b(stay|work|settle|remain|return|come back|after (your|the|you))/i;
const ABOUT_A_REFUSAL = /\b(refus\w*|reject\w*|denied|denial|214)/i;

/**
 * Work a visa allows differs: a student may work on campus, a visitor may only meet, confer and negotiate. A dodged
 * question about a past refusal is answered by what happened and what changed; any other, by its own facts.
 */
function adviceKind(redFlag: RedFlag, visaType: string, question: string): string {
  if (redFlag.kind === 'unauthorised_work' && visaType !== 'F1') return 'unauthorised_work_visitor';
  if (redFlag.kind === 'evasion' && ABOUT_A_REFUSAL.test(question)) return 'evasion_refusal';
  return redFlag.kind;
}

function oneImprovement(args: AnswerFeedbackInput): FeedbackMessage {
  const { content, language, delivery, missing, redFlag, score } = args;
  if (redFlag)
    return message('advice.redFlag', {
      quote: quote(redFlag.quote, 15),
      advice: message(`advice.${adviceKind(redFlag, args.visaType, args.question)}`),
    });
  if (mentionsRelativeInUs(args.answer)) return message('advice.relativeInUs');
  const asksForFacts = missing.length > 0 && score < 9;
  // A long answer that states none of the facts asked for needs the facts before it needs cutting.
  const statesNone = args.keyPoints.length > 0 && args.keyPoints.every((point) => !point.covered);
  if ((delivery.length === 'rambling' || delivery.length === 'long') && !(statesNone && asksForFacts)) {
    const measure =
      delivery.durationSeconds !== null
        ? message('measure.seconds', { n: Math.round(delivery.durationSeconds) })
        : message('measure.words', { n: delivery.wordCount });
    return message('advice.cut', { measure });
  }
  if (asksForFacts) return message('advice.add', { missing: requestsOf(missing.slice(0, 2)) });
  if (content.genericPhrases.length > 0) return message('advice.replaceStockPhrase', { quote: quote(content.genericPhrases[0]!) });
  if (content.hedges.length > 0) return message('advice.dropHedge', { quote: quote(content.hedges[0]!) });
  if (delivery.fillers.length >= 2) {
    const names = [...new Set(delivery.fillers.map((filler) => `"${filler.filler}"`))];
    return message('advice.fillers', { fillers: { list: names }, count: delivery.fillers.length });
  }
  const issue = language.issues[0];
  if (issue) return message('advice.grammar', { suggestion: issue.suggestion, quote: quote(issue.text) });
  if (language.telegraphic) return message('advice.telegraphic');
  // A bare "no" is believed once a fact backs it: to "Will you stay on?", the plan that brings the applicant back.
  if (answersWithPlainNo(args) && content.specifics.length === 0)
    return message(ABOUT_A_PLAN.test(args.question) ? 'advice.plainNoPlan' : 'advice.plainNo');
  if (score >= 8 && content.specifics.length > 0) return message('advice.keep');
  return message('advice.oneMoreFact');
}

export function answerFeedback(args: AnswerFeedbackInput): Feedback {
  if (args.unusable)
    return withTexts({
      correctness: [message('unusable.correctness', { why: args.unusable })],
      grammar: [NOT_ASSESSED_GRAMMAR],
      constructive_feedback: [message('unusable.advice', { question: args.question })],
    });
  return withTexts({
    correctness: correctnessMessages(args),
    grammar: grammarMessages(args.language),
    constructive_feedback: [oneImprovement(args)],
  });
}
