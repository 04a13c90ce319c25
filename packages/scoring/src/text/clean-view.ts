/**
 * A clean view of a transcript for pattern rules: lower-cased words separated by single spaces, fillers removed,
 * punctuation gone. Rules match on it without tripping over "i am uh having" or a missing comma, and every match
 * maps back to a span of the original answer so feedback can quote it.
 */
import { findFillers } from '../signals/delivery.js';
import { tokenize } from './tokens.js';

export interface CleanView {
  text: string;
  /** For each kept token: its span in the clean text and in the original answer. */
  spans: { cleanStart: number; cleanEnd: number; start: number; end: number }[];
}

/** The answer as lower-cased words with fillers dropped, keeping a map back to the original offsets. */
export function buildCleanView(answer: string): CleanView {
  const fillerStarts = new Set<number>();
  for (const filler of findFillers(answer)) {
    for (const token of tokenize(answer.slice(filler.start, filler.end))) fillerStarts.add(filler.start + token.start);
  }
  const spans: CleanView['spans'] = [];
  let text = '';
  for (const token of tokenize(answer)) {
    if (fillerStarts.has(token.start)) continue;
    const word = token.text.replace(/\.$/, '');
    if (text.length > 0) text += ' ';
    spans.push({ cleanStart: text.length, cleanEnd: text.length + word.length, start: token.start, end: token.end });
    text += word;
  }
  return { text, spans };
}

/** Whether two spans of the answer share a character. */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

export function toOriginalSpan(view: CleanView, cleanStart: number, cleanEnd: number): { start: number; end: number } {
  const touched = view.spans.filter((span) => span.cleanEnd > cleanStart && span.cleanStart < cleanEnd);
  return { start: touched[0]?.start ?? 0, end: touched[touched.length - 1]?.end ?? 0 };
}

/** Runs a global pattern over the clean view and yields each match with its span in the original answer. */
export function* matchesInAnswer(view: CleanView, pattern: RegExp): Generator<{ match: RegExpExecArray; start: number; end: number }> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(view.text); match !== null; match = pattern.exec(view.text)) {
    const { start, end } = toOriginalSpan(view, match.index, match.index + match[0].length);
    yield { match, start, end };
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
}
