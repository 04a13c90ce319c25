/**
 * When the red-flag classifier caps an answer, the feedback must name the risk and quote the applicant's words.
 * The answer is cut into short overlapping stretches; the stretch the classifier scores highest is the quote. Its
 * kind comes from a rule flag inside that stretch when one fired there, else from the words of the stretch.
 */
import { type SparseRow, predictLogistic, type LogisticModel } from './learn/logistic.js';
import { ngramFeatures, referenceWordsOf } from './features.js';
import { FEEDBACK_TEXTS, RISK_EXPLANATIONS } from './messages/feedback-texts.js';
import type { FeedbackMessage } from './messages/render.js';
import { selfCorrections } from './signals/self-correction.js';
import { overlaps } from './text/clean-view.js';
import type { EvaluationInput, RedFlag, RedFlagKind } from './types.js';

const KIND_CUES: readonly [RedFlagKind, RegExp][] = [
  ['contradiction', /\b(actually no|i mean|sorry i|not exactly|or maybe|no wait|earlier|before that)\b/],
  ['evasion', /\b(refus\w*|rejected|214|221|why do you ask|not important|doesn't matter|leave it)\b/],
  [
    'someone_else_decided',
    /\b(agent|consultant|agency|my (father|dad|uncle|parents|brother|family) (decided|chose|said|told|wants|filled|handles|arranged))\b/,
  ],
  ['knows_nothing', /\b(don't know|dont know|not sure|no idea|don't remember|dont remember|forgot)\b/],
  [
    'unauthorised_work',
    /\b(work|jobs?|earn|offers?|opportunit\w*|part time|part-time|shop|store|restaurant|motel|gas station|help (in|at))\b/,
  ],
  ['overstay', /\b(extend|extension|overstay\w*|more months|longer|six months|as long as)\b/],
  ['weak_ties', /\b(nothing (here|in india)|no one|nobody|all my family|everyone is there)\b/],
  [
    'intent_to_stay',
    /\b(settle\w*|green card|citizen\w*|h-?1b|h 1 b|stay (there|back|on)|permanent\w*|shift|move there|never come back)\b/,
  ],
];

/**
 * Where the quoted words name no kind of risk ("i will see sir, first opt for three years then decide"), the question
 * does: an answer that dodges "Will you stay after your studies?" leaves the plan to stay open, and is no dodge of a
 * past refusal.
 */
const QUESTION_RISKS: readonly [RedFlagKind, RegExp][] = [
  ['overstay', /\b(how long|duration|when (will|are|do) you (return|come back|leave))\b/],
  [
    'intent_to_stay',
    /\b(stay (in|on|back|there)|settle|after (you |your )?((complete|finish)\w* )?(your |the )?(graduat\w*|stud\w*|degree|course|programme|program|masters|ms)|come back|return|future|long[- ]term)\b/,
  ],
  [
    'unauthorised_work',
    /\b(work|job|earn)\w*\b.*\b(us|u\.s|united states|america|there|while|during)\b|\b(part[- ]time|on[- ]campus|off[- ]campus)\b/,
  ],
];

/** The kind of risk the words themselves name: a figure taken back ("three twenty no sorry three ten") contradicts. */
function cuedKind(text: string): RedFlagKind | undefined {
  const lower = text.toLowerCase();
  if (selfCorrections(lower) > 0) return 'contradiction';
  return KIND_CUES.find(([, cue]) => cue.test(lower))?.[0];
}

function stretches(answer: string): { start: number; end: number }[] {
  const words = [...answer.matchAll(/\S+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  if (words.length <= 10) return words.length === 0 ? [] : [{ start: 0, end: answer.length }];
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < words.length; i += 4) {
    // A stretch that would stop a few words short of the end takes them in, so a quote does not stop at "… there i".
    const last = words.length - 1 - (i + 9) <= 4 ? words.length - 1 : i + 9;
    out.push({ start: words[i]!.start, end: words[last]!.end });
    if (last === words.length - 1) break;
  }
  return out;
}

function kindOf(
  text: string,
  question: string,
  ruleFlags: readonly RedFlag[],
  start: number,
  end: number,
): { kind: RedFlagKind; explanation: string; message: FeedbackMessage } {
  const rule = ruleFlags.find((flag) => overlaps(flag, { start, end }));
  if (rule) return { kind: rule.kind, explanation: rule.explanation, message: rule.message };
  const asked = question.toLowerCase();
  const kind = cuedKind(text) ?? QUESTION_RISKS.find(([, cue]) => cue.test(asked))?.[0] ?? 'evasion';
  return {
    kind,
    explanation: FEEDBACK_TEXTS['risk.worry'].replace('{explanation}', RISK_EXPLANATIONS[kind]),
    message: { key: 'risk.worry', params: { explanation: { key: `risk.${kind}` } } },
  };
}

export function explainRisk(model: LogisticModel, input: EvaluationInput, ruleFlags: readonly RedFlag[]): RedFlag {
  // The classifier's view of each stretch, raised where a rule or a cue names a kind of risk, so the quote is
  // the words that carry the risk rather than the opening of the sentence around them.
  let best = { weight: -1, start: 0, end: input.answer.length };
  const referenceWords = referenceWordsOf(input);
  for (const stretch of stretches(input.answer)) {
    const text = input.answer.slice(stretch.start, stretch.end);
    const row: SparseRow = ngramFeatures(text, input.question, referenceWords);
    const ruled = ruleFlags.some((flag) => overlaps(flag, stretch));
    const cued = cuedKind(text) !== undefined;
    const weight = predictLogistic(model, row) + (ruled ? 0.5 : 0) + (cued ? 0.25 : 0);
    if (weight > best.weight) best = { weight, ...stretch };
  }
  const quote = input.answer.slice(best.start, best.end).trim();
  const { kind, explanation, message } = kindOf(quote, input.question, ruleFlags, best.start, best.end);
  return { kind, quote, start: best.start, end: best.end, explanation, cap: 2, message };
}
