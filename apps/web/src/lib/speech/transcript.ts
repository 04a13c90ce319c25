/** The live transcript of one answer: final phrases appended in order, the current interim phrase shown after them. */
export interface Transcript {
  finals: string[];
  confidences: number[];
  interim: string;
}

export const EMPTY_TRANSCRIPT: Transcript = { finals: [], confidences: [], interim: '' };

export type TranscriptEvent = { kind: 'interim'; text: string } | { kind: 'final'; text: string; confidence: number };

export function applyTranscriptEvent(transcript: Transcript, event: TranscriptEvent): Transcript {
  const text = event.text.trim();
  if (event.kind === 'interim') return { ...transcript, interim: text };
  if (!text) return { ...transcript, interim: '' };
  return { finals: [...transcript.finals, text], confidences: [...transcript.confidences, event.confidence], interim: '' };
}

export function spokenText(transcript: Transcript): string {
  return transcript.finals.join(' ');
}
