/** Audio time (seconds on the stream's timeline) that a final transcript covers. */
export interface TranscriptSpan {
  start: number;
  end: number;
}

/** Finals that start this little before a revision's span still belong to it (the engines round to 1 ms). */
const SPAN_TOLERANCE_SEC = 0.01;

/**
 * Whether a revision over `revision` replaces the final that covered `span`: the second pass revises whole
 * utterances, so it replaces every final that began within its span.
 */
function isRevisedBy(span: TranscriptSpan | null, revision: TranscriptSpan): boolean {
  return span !== null && span.start >= revision.start - SPAN_TOLERANCE_SEC && span.start < revision.end;
}

/**
 * Adds a final to an answer's phrases; a revision takes the place of the phrases it replaces, in time order. Phrases
 * without a span (the browser's own recogniser) are never replaced.
 */
export function withFinal<P extends { span: TranscriptSpan | null }>(phrases: readonly P[], final: P, revision: boolean): P[] {
  const revised = final.span;
  if (!revision || !revised) return [...phrases, final];
  const kept = phrases.filter((phrase) => !isRevisedBy(phrase.span, revised));
  // In time order: before the first phrase that starts after the revision's span begins.
  const later = kept.findIndex((phrase) => phrase.span !== null && phrase.span.start >= revised.start);
  const at = later < 0 ? kept.length : later;
  return [...kept.slice(0, at), final, ...kept.slice(at)];
}

/** The fields of a transcript message (schemas/speech.ts) that settle an answer's text. */
export interface SettlingMessage {
  type: string;
  is_final?: boolean;
  start?: number;
  duration?: number;
  revision?: boolean;
  channel?: { alternatives: Array<{ transcript: string }> };
}

/** An answer's text as the page settles it from the server's messages: finals in order, revisions in their place. */
export function settledTranscript(messages: Iterable<SettlingMessage>): string {
  let phrases: { text: string; span: TranscriptSpan | null }[] = [];
  for (const message of messages) {
    const text = message.channel?.alternatives[0]?.transcript ?? '';
    if (message.type !== 'Results' || !message.is_final || !text) continue;
    const { start, duration } = message;
    const span = start !== undefined && duration !== undefined ? { start, end: start + duration } : null;
    phrases = withFinal(phrases, { text, span }, message.revision === true);
  }
  return phrases.map((phrase) => phrase.text).join(' ');
}
