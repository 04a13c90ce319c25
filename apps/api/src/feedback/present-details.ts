import type { EvaluationDetails } from '@visaready/scoring';
import type { AnswerFeedbackDetails, ConsistencyFlag } from '@visaready/shared/schemas/feedback';

/** The part of the scorer's stored details the result view shows. Details of an unknown shape show nothing. */
export function presentFeedbackDetails(stored: unknown): AnswerFeedbackDetails | null {
  if (typeof stored !== 'object' || stored === null || !('delivery' in stored) || !('guard' in stored)) return null;
  const details = stored as EvaluationDetails;
  const delivery = details.delivery;
  return {
    assessable: details.guard.assessable,
    not_assessable_reason: details.guard.explanation,
    not_assessable_message: details.guard.message ?? null,
    key_points_covered: details.content?.covered ?? [],
    key_points_missed: details.content?.missing ?? [],
    key_point_messages:
      details.content?.coveredMessages && details.content.missingMessages
        ? { covered: details.content.coveredMessages, missed: details.content.missingMessages }
        : null,
    red_flags: (details.content?.redFlags ?? []).map((flag) => ({
      quote: flag.quote,
      explanation: flag.explanation,
      message: flag.message ?? null,
    })),
    grammar_issues: (details.language?.issues ?? []).map(({ start, end, text, suggestion, message, messageId }) => ({
      start,
      end,
      text,
      suggestion,
      message,
      message_id: messageId ?? null,
    })),
    // Only the local engine's texts have messages; an LLM's texts are shown as it wrote them.
    messages: details.engine === 'local' ? (details.messages ?? null) : null,
    delivery: {
      word_count: delivery.wordCount,
      duration_seconds: delivery.durationSeconds,
      words_per_minute: delivery.wordsPerMinute,
      filler_count: delivery.fillers.length,
      fillers: [...new Set(delivery.fillers.map((filler) => filler.filler))],
      fillers_per_minute: delivery.fillersPerMinute,
      length: delivery.length,
      pace: delivery.pace,
    },
  };
}

export function presentConsistencyFlags(
  stored: Array<{ fact: string; values: string[]; questionIds: number[] }> | null,
): ConsistencyFlag[] {
  return (stored ?? []).map((flag) => ({ fact: flag.fact, values: flag.values, question_ids: flag.questionIds }));
}
