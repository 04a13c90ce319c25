import { type TranscriptSpan, withFinal } from '@visaready/shared';

/**
 * The live transcript of one answer: final phrases appended in order, the current interim phrase shown after them.
 * `spans` holds each final's audio span when the server gave one, so a second-pass revision can replace them.
 */
export interface Transcript {
  finals: string[];
  confidences: number[];
  spans: (TranscriptSpan | null)[];
  interim: string;
}

export const EMPTY_TRANSCRIPT: Transcript = { finals: [], confidences: [], spans: [], interim: '' };

export type TranscriptEvent =
  | { kind: 'interim'; text: string }
  | { kind: 'final'; text: string; confidence: number; span?: TranscriptSpan; revision?: boolean };

export function applyTranscriptEvent(transcript: Transcript, event: TranscriptEvent): Transcript {
  const text = event.text.trim();
  if (event.kind === 'interim') return { ...transcript, interim: text };
  if (!text) return { ...transcript, interim: '' };
  const phrases = transcript.finals.map((phrase, i) => ({
    text: phrase,
    confidence: transcript.confidences[i] ?? 0,
    span: transcript.spans[i] ?? null,
  }));
  const next = withFinal(phrases, { text, confidence: event.confidence, span: event.span ?? null }, event.revision === true);
  return {
    finals: next.map((phrase) => phrase.text),
    confidences: next.map((phrase) => phrase.confidence),
    spans: next.map((phrase) => phrase.span),
    interim: '',
  };
}

export function spokenText(transcript: Transcript): string {
  return transcript.finals.join(' ');
}
