/**
 * Delivery: how the answer sounds, independent of what it says — length, pace and fillers.
 * Officers prefer one to three sentences (well under ~45 s); 120–160 words a minute is a comfortable pace.
 */
import { FILLER_PHRASES, HARD_FILLERS, LIKE_AS_WORD_AFTER, LIKE_AS_WORD_BEFORE } from '../text/lexicon.js';
import { countWords, tokenize } from '../text/tokens.js';
import type { DeliveryDetails, FillerUse } from '../types.js';

export const COMFORTABLE_WPM = { min: 120, max: 160 } as const;
/** Beyond this a spoken answer "usually hurts" (RUBRIC.md). */
export const IDEAL_MAX_SECONDS = 45;
/** About three full sentences; used to judge length when the duration is unknown. */
export const IDEAL_MAX_WORDS = 60;
/** Speaking rate assumed when the duration is unknown, so length in words can stand in for seconds. */
const ASSUMED_WPM = 140;

/** Finds fillers with their spans. "like" counts only where it is not a verb or a comparison. */
export function findFillers(answer: string): FillerUse[] {
  const tokens = tokenize(answer);
  const fillers: FillerUse[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (HARD_FILLERS.has(token.text)) {
      fillers.push({ filler: token.text, start: token.start, end: token.end });
      continue;
    }
    if (token.text === 'like') {
      const before = tokens[i - 1]?.text;
      const after = tokens[i + 1]?.text;
      const isWord = (before !== undefined && LIKE_AS_WORD_BEFORE.has(before)) || (after !== undefined && LIKE_AS_WORD_AFTER.has(after));
      if (!isWord) fillers.push({ filler: 'like', start: token.start, end: token.end });
      continue;
    }
    for (const phrase of FILLER_PHRASES) {
      const words = phrase.split(' ');
      if (words.every((word, offset) => tokens[i + offset]?.text === word)) {
        // "you know the address" is a verb; a filler "you know" is followed by a pause-like continuation.
        const following = tokens[i + words.length]?.text;
        if (phrase === 'you know' && following !== undefined && /^(the|that|what|how|where|my|about)$/.test(following)) continue;
        const last = tokens[i + words.length - 1]!;
        fillers.push({ filler: phrase, start: token.start, end: last.end });
        i += words.length - 1;
        break;
      }
    }
  }
  return fillers;
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function analyseDelivery(answer: string, durationSeconds?: number): DeliveryDetails {
  const wordCount = countWords(answer);
  const fillers = findFillers(answer);
  const fillerWords = fillers.reduce((sum, filler) => sum + filler.filler.split(' ').length, 0);
  const knownDuration = durationSeconds !== undefined && Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : null;
  const minutes = knownDuration !== null ? knownDuration / 60 : null;
  const wordsPerMinute = minutes !== null && wordCount > 0 ? roundTo(wordCount / minutes, 1) : null;
  const fillersPerMinute = minutes !== null ? roundTo(fillers.length / minutes, 1) : null;
  const effectiveSeconds = knownDuration ?? (wordCount / ASSUMED_WPM) * 60;

  let length: DeliveryDetails['length'];
  if (wordCount <= 3) length = 'bare';
  else if (effectiveSeconds > IDEAL_MAX_SECONDS + 10 || wordCount > IDEAL_MAX_WORDS * 2) length = 'rambling';
  else if (effectiveSeconds > IDEAL_MAX_SECONDS || wordCount > IDEAL_MAX_WORDS) length = 'long';
  else length = 'concise';

  let pace: DeliveryDetails['pace'] = 'unknown';
  // Pace is meaningless for a one- or two-word answer, whose duration is mostly recorder latency.
  if (wordsPerMinute !== null && wordCount >= 6) {
    pace = wordsPerMinute < COMFORTABLE_WPM.min ? 'slow' : wordsPerMinute > COMFORTABLE_WPM.max ? 'fast' : 'comfortable';
  }

  return {
    wordCount,
    durationSeconds: knownDuration,
    wordsPerMinute,
    fillers,
    fillersPerMinute,
    fillerShare: wordCount > 0 ? roundTo(fillerWords / wordCount, 3) : 0,
    length,
    pace,
  };
}
