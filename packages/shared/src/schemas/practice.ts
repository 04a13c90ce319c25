import { fillPlaceholders } from '../fill-placeholders';
import { z } from './zod';
import { answerFeedbackDetailsSchema } from './feedback';
import { predictedFeedbackSchema } from './interviews';

/** Texts of practice mode: one question rehearsed until it is right, outside any interview (never uses a test). */
export const PRACTICE_MESSAGES = {
  noSubscription: 'Practice needs an active plan. Please purchase a plan to start practising.',
  /** {limit} is the day's allowance. */
  dailyLimitReached: 'You have used all {limit} practice answers for today. Practice opens again at midnight UTC.',
  trialLimitReached:
    'Your free trial includes {limit} practice answers a day, and you have used them all. Practice opens again at midnight UTC, or choose a plan for more.',
  questionNotFound: 'Practice question not found.',
  questionIdInvalid: 'Question ID is missing',
  answerRequired: 'Please type or record an answer before scoring it.',
  answerTooLong: 'The answer is too long (10,000 characters at most).',
  visaTypeUnknown: 'Choose a visa type: F1 or B1/B2.',
  categoryUnknown: 'Unknown question category.',
  noMoreHints: 'Every key point of this question is already shown.',
} as const;

export const PRACTICE_VISA_TYPES = ['F1', 'B1/B2'] as const;
export type PracticeVisaType = (typeof PRACTICE_VISA_TYPES)[number];

/** The most characters an answer (typed, transcribed or corrected) may have. */
export const PRACTICE_ANSWER_MAX = 10_000;

// ─── Requests ────────────────────────────────────────────────────────────────

/** An empty select ("All categories") or query parameter means no filter. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const practiceQuestionsQuerySchema = z.object({
  /** 'bank': by visa type and category; 'lowest': the questions the user scored lowest on, lowest first. */
  source: z.enum(['bank', 'lowest']).default('bank'),
  visa_type: z.preprocess(blankAsAbsent, z.enum(PRACTICE_VISA_TYPES, { error: PRACTICE_MESSAGES.visaTypeUnknown }).optional()),
  category: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^[a-z][a-z-]{0,39}$/, PRACTICE_MESSAGES.categoryUnknown)
      .optional(),
  ),
});
export type PracticeQuestionsQuery = z.output<typeof practiceQuestionsQuerySchema>;

export const practiceQuestionIdSchema = z.coerce
  .number({ error: PRACTICE_MESSAGES.questionIdInvalid })
  .int(PRACTICE_MESSAGES.questionIdInvalid)
  .positive(PRACTICE_MESSAGES.questionIdInvalid)
  .max(2_147_483_647, PRACTICE_MESSAGES.questionIdInvalid);

export const practiceQuestionParamsSchema = z.object({ question_id: practiceQuestionIdSchema });

const answerText = z.string({ error: PRACTICE_MESSAGES.answerRequired }).max(PRACTICE_ANSWER_MAX, PRACTICE_MESSAGES.answerTooLong);

export const submitPracticeAnswerSchema = z.object({
  question_id: practiceQuestionIdSchema,
  /** What was typed, or what the recogniser heard; kept as it was. */
  transcript: answerText,
  /** The applicant's correction of the transcript, scored instead of it; blank means none. */
  corrected_transcript: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    answerText.optional(),
  ),
  input_method: z.enum(['voice', 'typed']),
  duration_seconds: z.number().nonnegative().max(3_600).optional(),
  confidence: z.number().min(0).max(1).optional(),
});
export type SubmitPracticeAnswerInput = z.input<typeof submitPracticeAnswerSchema>;

/** The page's review step: the answer as it will be scored, editable. */
export const practiceReviewFormSchema = z.object({
  answer: z.string().trim().min(1, PRACTICE_MESSAGES.answerRequired).max(PRACTICE_ANSWER_MAX, PRACTICE_MESSAGES.answerTooLong),
});
export type PracticeReviewForm = z.input<typeof practiceReviewFormSchema>;

// ─── Responses ───────────────────────────────────────────────────────────────

export const practiceUsageSchema = z.object({
  /** 'paid' (a paid plan is active) or 'trial' (only the free trial is). */
  plan: z.enum(['paid', 'trial']),
  used: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
  /** The next midnight UTC, when the day's count starts again. */
  resets_at: z.string(),
});
export type PracticeUsage = z.infer<typeof practiceUsageSchema>;

export const practiceQuestionSummarySchema = z.object({
  question_id: z.number().int(),
  visa_type: z.string(),
  category: z.string(),
  text: z.string(),
  key_point_count: z.number().int(),
  /** Practice answers given to this question. */
  attempts: z.number().int(),
  best_score: z.number().nullable(),
  /** The most recent score for the question, in practice or in an interview; what "lowest scored" orders by. */
  latest_score: z.number().nullable(),
});
export type PracticeQuestionSummary = z.infer<typeof practiceQuestionSummarySchema>;

export const practiceQuestionsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    questions: z.array(practiceQuestionSummarySchema),
    visa_types: z.array(z.object({ visa_type: z.string(), categories: z.array(z.string()) })),
    usage: practiceUsageSchema,
  }),
});

export const practiceAttemptSchema = z.object({
  answer_id: z.string(),
  /** 1 for the first answer to the question, then 2, 3… */
  attempt_number: z.number().int(),
  answered_at: z.string(),
  input_method: z.enum(['voice', 'typed']),
  transcript: z.string(),
  corrected_transcript: z.string().nullable(),
  score: z.number(),
  predicted_feedback: predictedFeedbackSchema,
  feedback_details: answerFeedbackDetailsSchema.nullable(),
  scored_by: z.string(),
  hints_used: z.number().int(),
  /** The highest score (fewer hints, then the earlier answer, on a tie). */
  is_best: z.boolean(),
});
export type PracticeAttempt = z.infer<typeof practiceAttemptSchema>;

export const practiceQuestionDetailSchema = z.object({
  question: practiceQuestionSummarySchema.omit({ attempts: true, best_score: true, latest_score: true }),
  /** Key points revealed with "Show a hint" for the next answer, in order. */
  hints: z.array(z.string()),
  attempts: z.array(practiceAttemptSchema),
  /** Shown once the question has been answered at least once. */
  model_answer: z.string().nullable(),
  usage: practiceUsageSchema,
});
export type PracticeQuestionDetail = z.infer<typeof practiceQuestionDetailSchema>;

export const practiceQuestionResponseSchema = z.object({ status: z.literal('success'), data: practiceQuestionDetailSchema });

export const practiceHintResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ hint: z.string(), hints: z.array(z.string()), key_point_count: z.number().int() }),
});

export const practiceAnswerResponseSchema = z.object({
  status: z.literal('success'),
  data: practiceQuestionDetailSchema.extend({ answer_id: z.string() }),
});

/** A message with its {limit} filled in. */
export const practiceMessage = (template: string, limit: number) => fillPlaceholders(template, { limit });
