/**
 * The three user-facing texts of a scorecard. They are concrete: they quote the applicant's own words, name the
 * key points that are missing and give exactly one thing to do differently next time.
 */
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

const RED_FLAG_ADVICE: Record<RedFlagKind, string> = {
  intent_to_stay: 'state your plan to return home and what you will do there (role, employer or business, city).',
  unauthorised_work: 'say how your stay is paid for without working, and keep to what the visa allows.',
  overstay: 'give a fixed length of stay and your return date.',
  weak_ties: 'name what brings you back: family at home, your job or business, property, a dated commitment.',
  someone_else_decided: 'explain in your own words why you chose this, with one concrete reason.',
  knows_nothing: 'learn the facts of your own plan (names, figures, dates) and state them plainly.',
  contradiction: 'give one consistent answer; check your figures before the interview.',
  evasion: 'answer the question directly; officers refuse applicants who avoid questions.',
};

export function unassessableFeedback(guard: GuardDetails, question: string): FeedbackTexts {
  const why = guard.explanation ?? 'There was no usable answer.';
  return {
    correctness: `This answer could not be assessed. ${why}`,
    grammar: 'Not assessed: there was no usable answer to check.',
    constructive_feedback:
      guard.reason === 'low_confidence'
        ? `Speak a little slower and closer to the microphone, then answer again: "${question}"`
        : `Answer the question in one or two full sentences next time: "${question}" — even a short, honest fact is better than no answer.`,
  };
}

function describeFlag(flag: RedFlag): string {
  return `Red flag: ${quote(flag.quote)} — ${flag.explanation}`;
}

function correctnessText(content: ContentDetails, question: string, offTopic: boolean): string {
  const parts: string[] = [];
  if (content.redFlags.length > 0) parts.push(...content.redFlags.slice(0, 2).map(describeFlag));
  if (offTopic)
    parts.push(
      `The answer does not address the question asked ("${question}"); the officer expected ${content.expectedAnswer === 'description' ? 'the facts it asks for' : `a ${content.expectedAnswer} answer`}.`,
    );
  const total = content.keyPoints.length;
  if (total > 0) {
    const coveredWithEvidence = content.keyPoints
      .filter((match) => match.covered)
      .map((match) => (match.evidence.length > 0 ? `${match.keyPoint} (you said ${quote(match.evidence.join(' '), 8)})` : match.keyPoint));
    if (coveredWithEvidence.length > 0)
      parts.push(`Covers ${coveredWithEvidence.length} of ${total} key points: ${list(coveredWithEvidence)}.`);
    else parts.push(`Covers none of the ${total} key points.`);
    if (content.missing.length > 0) parts.push(`Missing: ${list(content.missing)}.`);
  }
  if (content.genericPhrases.length > 0)
    parts.push(`${quote(content.genericPhrases[0]!)} is a stock phrase that gives the officer nothing to check.`);
  if (content.hedges.length > 0) parts.push(`${quote(content.hedges[0]!)} makes you sound unsure of your own facts.`);
  if (content.redFlags.length === 0 && content.specifics.length > 0)
    parts.push(`Concrete facts named: ${list(content.specifics.slice(0, 5))}.`);
  if (content.redFlags.length === 0 && content.specifics.length === 0 && !offTopic)
    parts.push('It names no concrete fact (no name, figure, date or place).');
  return parts.join(' ');
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

function oneImprovement(
  content: ContentDetails,
  language: LanguageDetails,
  delivery: DeliveryDetails,
  modelAnswer: string,
  offTopic: boolean,
  question: string,
): string {
  const flag = content.redFlags[0];
  if (flag) return `Next time, do not say ${quote(flag.quote)}; instead ${RED_FLAG_ADVICE[flag.kind]}`;
  if (offTopic) return `Answer the question asked ("${question}") in your first sentence, for example: "${modelAnswer}"`;
  if (delivery.length === 'rambling' || delivery.length === 'long') {
    const measure = delivery.durationSeconds !== null ? `${Math.round(delivery.durationSeconds)} seconds` : `${delivery.wordCount} words`;
    return `Cut it to one to three sentences (under 45 seconds; this took ${measure}): lead with the facts the officer asked for${content.covered.length > 0 ? ` (${list(content.covered.slice(0, 3))})` : ''} and drop the side details.`;
  }
  if (content.coverage < 0.75 && content.missing.length > 0) {
    return `Add ${list(content.missing.slice(0, 2))} — for example: "${modelAnswer}"`;
  }
  if (content.genericPhrases.length > 0)
    return `Replace ${quote(content.genericPhrases[0]!)} with a fact the officer can check (a name, figure or date).`;
  if (content.hedges.length > 0) return `Drop ${quote(content.hedges[0]!)}: know your facts and state them plainly.`;
  const heavyFillers = delivery.fillers.length >= 2;
  if (heavyFillers) {
    const names = [...new Set(delivery.fillers.map((filler) => `"${filler.filler}"`))];
    return `Pause silently instead of saying ${list(names)} (${delivery.fillers.length} fillers in this answer).`;
  }
  const issue = language.issues[0];
  if (issue) return `Say "${issue.suggestion}" instead of ${quote(issue.text)}.`;
  if (language.telegraphic) return `Say it as one full sentence, for example: "${modelAnswer}"`;
  return 'Keep this answer: it is direct and specific. Deliver it at the same steady pace in the interview.';
}

export function answerFeedback(args: {
  content: ContentDetails;
  language: LanguageDetails;
  delivery: DeliveryDetails;
  modelAnswer: string;
  question: string;
  offTopic: boolean;
}): FeedbackTexts {
  return {
    correctness: correctnessText(args.content, args.question, args.offTopic),
    grammar: grammarText(args.language),
    constructive_feedback: oneImprovement(args.content, args.language, args.delivery, args.modelAnswer, args.offTopic, args.question),
  };
}
