/**
 * Confidence guard: decides whether there is an answer to assess at all. An empty, "No Idea", unintelligible or
 * poorly recognised transcript must get 0–1 and an honest "could not be assessed" — never invented praise.
 */
import { HARD_FILLERS, STOPWORDS } from '../text/lexicon.js';
import { tokenize } from '../text/tokens.js';
import { FEEDBACK_TEXTS } from '../messages/feedback-texts.js';
import { type FeedbackMessage, renderMessage } from '../messages/render.js';
import type { GuardDetails } from '../types.js';

/** Below this speech-recognition confidence the words themselves are unreliable. */
export const LOW_CONFIDENCE_THRESHOLD = 0.5;

/** Whole answers that say there is no answer (after fillers, "sir" and punctuation are removed). */
const NON_ANSWERS: ReadonlySet<string> = new Set([
  'no idea',
  'i have no idea',
  'no answer',
  'nothing',
  'pass',
  'skip',
  'no comments',
  'no comment',
  'dont know',
  'i dont know',
  'i do not know',
  'i dont have any idea',
  'i cant say',
  'cant say',
  'sorry',
  'sorry i dont know',
  'not sure',
  'i am not sure',
  'im not sure',
  'i forgot',
  'i dont remember',
]);

const POLITE_OR_FILLER = /^(sir|madam|maam|mam|ji|please|so|okay|ok|well|actually|um|uh|umm|uhh|er|erm|hmm)$/;

export interface GuardVerdict extends GuardDetails {
  /** The score an unassessable answer receives (0 for nothing said, 1 for something unusable). */
  score: number | null;
}

/** An unassessable verdict with its explanation as a message and, as before, in English. */
function refused(reason: NonNullable<GuardDetails['reason']>, score: number, message: FeedbackMessage): GuardVerdict {
  return { assessable: false, reason, score, explanation: renderMessage(message, { texts: FEEDBACK_TEXTS, and: 'and' }), message };
}

export function checkAssessable(answer: string, confidence?: number): GuardVerdict {
  const words = tokenize(answer).map((token) => token.text.replace(/['’.]/g, ''));
  if (words.length === 0) {
    return refused('empty', 0, { key: 'guard.empty' });
  }

  const spoken = words.filter((word) => !POLITE_OR_FILLER.test(word)).join(' ');
  if (spoken === '' || NON_ANSWERS.has(spoken)) {
    return refused('no_answer', 0, { key: 'guard.noAnswer', params: { answer: answer.trim() } });
  }

  if (confidence !== undefined && Number.isFinite(confidence) && confidence < LOW_CONFIDENCE_THRESHOLD) {
    return refused('low_confidence', 1, {
      key: 'guard.lowConfidence',
      params: { confidence: confidence.toFixed(2), threshold: LOW_CONFIDENCE_THRESHOLD },
    });
  }

  const startsWithYesOrNo = /^(yes|yeah|no|nope)$/.test(words.find((word) => !POLITE_OR_FILLER.test(word)) ?? '');
  const contentWords = words.filter((word) => !STOPWORDS.has(word) && !HARD_FILLERS.has(word) && word.length >= 2);
  if (!startsWithYesOrNo && words.length >= 4 && contentWords.length === 0) {
    return refused('gibberish', 1, { key: 'guard.gibberish', params: { answer: answer.trim() } });
  }

  return { assessable: true, reason: null, score: null, explanation: null, message: null };
}
