import { z } from './zod';

/** What the result view shows beyond the spec's three feedback texts, drawn from the scorer's details. */
export const grammarIssueSchema = z.object({
  /** Offsets into the answer text as shown (user_answer). */
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  suggestion: z.string(),
  message: z.string(),
  /** Names the message in every language's texts; null for feedback scored before it existed. */
  message_id: z.string().nullable(),
});
export type GrammarIssue = z.infer<typeof grammarIssueSchema>;

/**
 * A piece of the scorer's feedback as a message key with parameters (packages/scoring/src/messages), so the web
 * app renders the same result in the reader's language. Parameters are the applicant's words, figures, other
 * messages or lists of them.
 */
export const feedbackMessageSchema = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() });
export type FeedbackMessageBody = z.infer<typeof feedbackMessageSchema>;

export const answerFeedbackDetailsSchema = z.object({
  assessable: z.boolean(),
  /** Why the answer could not be assessed (empty, no answer, gibberish, low confidence), when it could not. */
  not_assessable_reason: z.string().nullable(),
  key_points_covered: z.array(z.string()),
  key_points_missed: z.array(z.string()),
  /** The two lists above as messages (same order); null for feedback scored before they existed. */
  key_point_messages: z.object({ covered: z.array(feedbackMessageSchema), missed: z.array(feedbackMessageSchema) }).nullable(),
  not_assessable_message: feedbackMessageSchema.nullable(),
  red_flags: z.array(z.object({ quote: z.string(), explanation: z.string(), message: feedbackMessageSchema.nullable() })),
  grammar_issues: z.array(grammarIssueSchema),
  /** The three feedback texts as messages; null for feedback scored before they existed or by the LLM engine. */
  messages: z
    .object({
      correctness: z.array(feedbackMessageSchema),
      grammar: z.array(feedbackMessageSchema),
      constructive_feedback: z.array(feedbackMessageSchema),
    })
    .nullable(),
  delivery: z.object({
    word_count: z.number().int(),
    duration_seconds: z.number().nullable(),
    words_per_minute: z.number().nullable(),
    filler_count: z.number().int(),
    fillers: z.array(z.string()),
    fillers_per_minute: z.number().nullable(),
    /** 'bare' | 'concise' | 'long' | 'rambling'. */
    length: z.string(),
    /** 'slow' | 'comfortable' | 'fast' | 'unknown'. */
    pace: z.string(),
  }),
});
export type AnswerFeedbackDetails = z.infer<typeof answerFeedbackDetailsSchema>;

/** A fact stated differently in two or more answers of one attempt. */
export const consistencyFlagSchema = z.object({
  fact: z.string(),
  values: z.array(z.string()),
  question_ids: z.array(z.number().int()),
});
export type ConsistencyFlag = z.infer<typeof consistencyFlagSchema>;

// ─── Progress (My Scores chart) ──────────────────────────────────────────────

export const progressAttemptSchema = z.object({
  session_id: z.string(),
  child_session_id: z.string(),
  /** The session's place among the user's sessions of this interview (Test-N), from 1. */
  test_number: z.number().int(),
  retry_count: z.number().int(),
  /** When the attempt was completed, else when it started. */
  date: z.string(),
  average_score: z.number(),
  scored_answers: z.number().int(),
});
export type ProgressAttempt = z.infer<typeof progressAttemptSchema>;

export const interviewProgressSchema = z.object({
  interview_id: z.number().int(),
  interview_name: z.string(),
  /** Attempts with at least one scored answer, oldest first. */
  attempts: z.array(progressAttemptSchema),
  /** Per question category, the average score of each attempt (aligned with `attempts`; null when none). */
  categories: z.array(z.object({ category: z.string(), scores: z.array(z.number().nullable()) })),
});
export type InterviewProgress = z.infer<typeof interviewProgressSchema>;

/** Practice scores by UTC day: a series of their own, never mixed into the interviews'. */
export const practiceProgressSchema = z.object({
  days: z.array(z.object({ date: z.string(), average_score: z.number(), scored_answers: z.number().int() })),
  /** Per question category, the average practice score of each day (aligned with `days`; null when none). */
  categories: z.array(z.object({ category: z.string(), scores: z.array(z.number().nullable()) })),
});
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;

export const progressResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(interviewProgressSchema),
  practice: practiceProgressSchema,
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** "This score seems wrong" on the result view: the answer, and what the applicant thinks is wrong (optional). */
export const DISPUTE_MESSAGES = {
  button: 'This score seems wrong',
  commentLabel: 'What seems wrong? (optional)',
  submit: 'Report score',
  stored: 'Thanks. We will review this score.',
  alreadyReported: 'Score reported for review',
  answerNotFound: 'Answer not found',
  notScored: 'This answer has no score yet.',
  commentTooLong: 'Please keep the comment under 1,000 characters.',
  failed: 'Could not report the score. Please try again.',
} as const;

export const disputeScoreSchema = z.object({
  answer_id: z.uuid({ message: DISPUTE_MESSAGES.answerNotFound }),
  comment: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(1_000, DISPUTE_MESSAGES.commentTooLong).optional(),
  ),
});
export type DisputeScoreInput = z.input<typeof disputeScoreSchema>;

export const disputeScoreResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
