/**
 * Confidence guard: decides whether there is an answer to assess at all. An empty, "No Idea", unintelligible or
 * poorly recognised transcript must get 0–1 and an honest "could not be assessed" — never invented praise.
 */
import { HARD_FILLERS, STOPWORDS } from '../text/lexicon.js';
import { tokenize } from '../text/tokens.js';
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

export function checkAssessable(answer: string, confidence?: number): GuardVerdict {
  const words = tokenize(answer).map((token) => token.text.replace(/['’.]/g, ''));
  if (words.length === 0) {
    return { assessable: false, reason: 'empty', score: 0, explanation: 'No speech was recognised, so there was no answer to assess.' };
  }

  const spoken = words.filter((word) => !POLITE_OR_FILLER.test(word)).join(' ');
  if (spoken === '' || NON_ANSWERS.has(spoken)) {
    return {
      assessable: false,
      reason: 'no_answer',
      score: 0,
      explanation: `The answer was "${answer.trim()}", which gives the officer nothing to assess.`,
    };
  }

  if (confidence !== undefined && Number.isFinite(confidence) && confidence < LOW_CONFIDENCE_THRESHOLD) {
    return {
      assessable: false,
      reason: 'low_confidence',
      score: 1,
      explanation: `Speech recognition was unsure of the words (confidence ${confidence.toFixed(2)}, below ${LOW_CONFIDENCE_THRESHOLD}), so the transcript cannot be trusted to assess.`,
    };
  }

  const startsWithYesOrNo = /^(yes|yeah|no|nope)$/.test(words.find((word) => !POLITE_OR_FILLER.test(word)) ?? '');
  const contentWords = words.filter((word) => !STOPWORDS.has(word) && !HARD_FILLERS.has(word) && word.length >= 2);
  if (!startsWithYesOrNo && words.length >= 4 && contentWords.length === 0) {
    return {
      assessable: false,
      reason: 'gibberish',
      score: 1,
      explanation: `The transcript "${answer.trim()}" is a fragment with no recognisable content, so it could not be assessed.`,
    };
  }

  return { assessable: true, reason: null, score: null, explanation: null };
}
