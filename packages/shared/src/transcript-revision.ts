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
export function isRevisedBy(span: TranscriptSpan | null, revision: TranscriptSpan): boolean {
  return span !== null && span.start >= revision.start - SPAN_TOLERANCE_SEC && span.start < revision.end;
}

/**
 * Adds a final to an answer's phrases in order; a revision takes the place of the phrases it replaces. Phrases
 * without a span (the browser's own recogniser) are never replaced.
 */
export function withFinal<P extends { span: TranscriptSpan | null }>(phrases: readonly P[], final: P, revision: boolean): P[] {
  const revised = final.span;
  if (!revision || !revised) return [...phrases, final];
  const first = phrases.findIndex((phrase) => isRevisedBy(phrase.span, revised));
  const kept = phrases.filter((phrase) => !isRevisedBy(phrase.span, revised));
  const at = first < 0 ? kept.length : first;
  return [...kept.slice(0, at), final, ...kept.slice(at)];
}
