/**
 * The three user-facing texts of a scorecard. They explain the score from the signals: what the applicant stated,
 * which *kinds* of fact are missing (never the model applicant's own facts), the risk that capped the answer, and
 * one concrete improvement grounded in what the applicant said. Advice never asks an applicant to claim what is
 * not theirs or to hide what is true: a relative in the US is said plainly, then the applicant's own ties.
 */
import type { KeyPointReading } from './features.js';
import { KIND_LABELS, KIND_REQUESTS, type FactKind } from './signals/fact-kinds.js';
import type { ContentDetails, DeliveryDetails, GuardDetails, LanguageDetails, RedFlag, RedFlagKind } from './types.js';

export interface FeedbackTexts {
  correctness: string;
  grammar: string;
  constructive_feedback: string;
}

function quote(text: string, maxWords = 12): string {
  const words = text.trim().split(/\s+/);
  return `"${words.length > maxWords ? `${words.slice(0, maxWords).join(' ')} …` : words.join(' ')}"`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What to do instead, honestly: state the true plan well; never hide a fact or claim one that is not yours. */
const RED_FLAG_ADVICE: Record<RedFlagKind, string> = {
  intent_to_stay:
    'If your plan is to return, say so plainly and name what you return to: the role, employer or business, and the city. Never state a plan that is not yours; if you do intend to stay, this visa is not the right one.',
  unauthorised_work:
    'Say how your stay is paid for from your own or your sponsor’s funds, and describe only work the visa allows (for F-1, on-campus work within the rules).',
  overstay: 'Give the real length of your stay and your return date, and what you return to.',
  weak_ties:
    'Say plainly who lives in the US and what they do there, then state your own ties at home: your job or studies, the family who depend on you, property, a dated commitment.',
  someone_else_decided: 'Explain in your own words why you chose this plan, with one concrete reason that is yours.',
  knows_nothing: 'Learn the facts of your own plan (names, figures, dates) and state them plainly.',
  contradiction: 'Give one consistent answer with the true facts; check your figures before the interview.',
  evasion:
    'Answer the question directly with the true facts. If something went wrong before, such as a refusal, say what happened and what has changed since.',
};

const RELATIVE_IN_US =
  /\b(my|our) (elder |younger )?(brother|sister|uncle|aunt|cousin|son|daughter|relatives?|family|parents|father|mother)\b[^.]{0,60}\b(us|usa|america|states|green card|citizen|h-?1b|new york|new jersey|california|texas|boston|chicago|seattle)\b/i;

const NOT_ASSESSED_GRAMMAR = 'Not assessed: there was no usable answer to check.';

export function unassessableFeedback(guard: GuardDetails, question: string): FeedbackTexts {
  const why = guard.explanation ?? 'There was no usable answer.';
  return {
    correctness: `This answer could not be assessed. ${why}`,
    grammar: NOT_ASSESSED_GRAMMAR,
    constructive_feedback:
      guard.reason === 'low_confidence' || guard.reason === 'gibberish'
        ? `Speak a little slower and closer to the microphone, or type your answer, then answer again: "${question}"`
        : `Answer the question in one or two full sentences next time: "${question}" — even a short, honest fact is better than no answer.`,
  };
}

function grammarText(language: LanguageDetails): string {
  const parts: string[] = [];
  if (language.issues.length === 0) parts.push('No grammar errors found.');
  else {
    const shown = language.issues
      .slice(0, 3)
      .map((issue) => `${quote(issue.text)} → "${issue.suggestion}" (${issue.message.replace(/\.$/, '')})`);
    parts.push(`${language.issues.length} grammar issue${language.issues.length === 1 ? '' : 's'}: ${shown.join('; ')}.`);
  }
  if (language.telegraphic)
    parts.push('The answer is a list of fragments without a verb; one full sentence sounds more natural and confident.');
  parts.push('Fillers and missing punctuation or capitals in the transcript are not counted as grammar errors.');
  return parts.join(' ');
}

/** The applicant's own words for a covered fact when they said it in words of their own, else the fact's kind. */
function evidenceOf(point: KeyPointReading): string | null {
  const words = point.evidence.join(' ').trim();
  return words.split(/\s+/).length >= 2 ? words : null;
}

/** A covered key point named back: the key point when the applicant used its words, else its kind. */
export function coveredLabel(point: KeyPointReading): string {
  return evidenceOf(point) ? point.keyPoint : KIND_LABELS[point.kind];
}

/** The missing key points as kinds of fact, each named once, in the order of the key points. */
export function missingRequests(keyPoints: readonly KeyPointReading[]): string[] {
  const kinds: FactKind[] = [];
  for (const point of keyPoints) if (!point.covered && point.kind !== 'denial' && !kinds.includes(point.kind)) kinds.push(point.kind);
  return kinds.map((kind) => KIND_REQUESTS[kind]);
}

export interface AnswerFeedbackInput {
  question: string;
  score: number;
  content: ContentDetails;
  language: LanguageDetails;
  delivery: DeliveryDetails;
  keyPoints: readonly KeyPointReading[];
  redFlag: RedFlag | null;
  /** Why the model found no usable answer, when it did. */
  unusable: string | null;
  answer: string;
}

function correctnessText(args: AnswerFeedbackInput): string {
  const { content, redFlag, keyPoints } = args;
  if (redFlag)
    return `Red flag: ${quote(redFlag.quote)} — ${redFlag.explanation} An officer weighs this above everything else in the answer, so the score is capped at 2.`;
  const parts: string[] = [];
  const covered = keyPoints.filter((point) => point.covered);
  if (keyPoints.length > 0) {
    if (covered.length > 0) {
      const stated = covered.map((point) => {
        const words = evidenceOf(point);
        return words ? quote(words, 8) : KIND_LABELS[point.kind];
      });
      parts.push(`You gave ${covered.length} of the ${keyPoints.length} facts this question asks for: ${list(stated)}.`);
    } else parts.push(`The answer is on the question's subject but gives none of the ${keyPoints.length} facts it asks for.`);
    const missing = missingRequests(keyPoints);
    if (missing.length > 0) parts.push(`Still missing: ${list(missing)}.`);
  }
  if (content.genericPhrases.length > 0)
    parts.push(`${quote(content.genericPhrases[0]!)} is a stock phrase that gives the officer nothing to check.`);
  if (content.hedges.length > 0) parts.push(`${quote(content.hedges[0]!)} makes you sound unsure of your own facts.`);
  if (content.specifics.length > 0) parts.push(`Concrete facts named: ${list(content.specifics.slice(0, 5))}.`);
  else parts.push('It names no concrete fact (no name, figure, date or place).');
  return parts.join(' ');
}

function oneImprovement(args: AnswerFeedbackInput): string {
  const { content, language, delivery, keyPoints, redFlag, score } = args;
  if (redFlag) return `An officer hears ${quote(redFlag.quote)} as a risk: ${RED_FLAG_ADVICE[redFlag.kind]}`;
  if (RELATIVE_IN_US.test(args.answer))
    return 'You mention family in the US. That is fine to say: say it plainly (who they are and their status), then state your own ties at home — your job or studies, the family who depend on you, property or a dated commitment.';
  if (delivery.length === 'rambling' || delivery.length === 'long') {
    const measure = delivery.durationSeconds !== null ? `${Math.round(delivery.durationSeconds)} seconds` : `${delivery.wordCount} words`;
    return `Cut it to one to three sentences (under 45 seconds; this took ${measure}): lead with the facts the officer asked for and drop the side details.`;
  }
  const missing = missingRequests(keyPoints);
  if (missing.length > 0 && score < 9)
    return `Add, from your own situation: ${list(missing.slice(0, 2))}. Use your real facts; the model answer only shows the shape of a good answer.`;
  if (content.genericPhrases.length > 0)
    return `Replace ${quote(content.genericPhrases[0]!)} with a fact the officer can check (a name, figure or date).`;
  if (content.hedges.length > 0) return `Drop ${quote(content.hedges[0]!)}: know your facts and state them plainly.`;
  if (delivery.fillers.length >= 2) {
    const names = [...new Set(delivery.fillers.map((filler) => `"${filler.filler}"`))];
    return `Pause silently instead of saying ${list(names)} (${delivery.fillers.length} fillers in this answer).`;
  }
  const issue = language.issues[0];
  if (issue) return `Say "${issue.suggestion}" instead of ${quote(issue.text)}.`;
  if (language.telegraphic) return 'Say the same facts as one full sentence; it sounds more natural and confident.';
  if (score >= 8) return 'Keep this answer: it is direct and specific. Deliver it the same way in the interview.';
  return 'Add one more fact the officer can check — a name, a figure or a date from your own plan.';
}

export function answerFeedback(args: AnswerFeedbackInput): FeedbackTexts {
  if (args.unusable)
    return {
      correctness: `This answer could not be assessed: ${args.unusable}`,
      grammar: NOT_ASSESSED_GRAMMAR,
      constructive_feedback: `Answer the question asked ("${args.question}") in one or two full sentences with your own facts. If speech recognition misheard you, speak a little slower or type the answer.`,
    };
  return { correctness: correctnessText(args), grammar: grammarText(args.language), constructive_feedback: oneImprovement(args) };
}
