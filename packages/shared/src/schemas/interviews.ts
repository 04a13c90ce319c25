import { z } from './zod';
import { answerFeedbackDetailsSchema, consistencyFlagSchema } from './feedback';

/** Texts of the interview domain, verbatim from the spec where it gives them. */
export const INTERVIEW_MESSAGES = {
  /** Spec §8: the result view of an attempt the session does not have; {n} is the attempt number. */
  noDataForAttempt: 'No data available for Attempt {n}',
  noActiveSubscription: 'Your subscription is not active or you have no remaining tests. Please purchase a plan.',
  interviewIdMissing: 'Interview ID is missing',
  sessionIdMissing: 'Session ID is missing',
  noMatchingInterview: 'No matching interview found.',
  noQuestions: 'No Questions Available for this Interview.',
  alreadyExited: 'You have already exited the interview!',
  attemptsExhausted: 'You have used all 3 attempts for this interview.',
  attemptInProgress: 'Please finish or resume the attempt in progress before retesting.',
  questionNotInAttempt: 'This question is not part of this interview attempt.',
  sessionNotFound: 'Interview session not found.',
  answerSubmitted: 'Answer submitted successfully.',
  sessionCompleted: 'Interview submitted successfully.',
  feedbackQueued: 'Feedback generation started.',
  feedbackPending: "Please wait for 5-10 minutes while it's processing, or click on the Refresh button to get the feedback.",
  notAttempted: 'You have not attempted Interviews yet!',
  noAnswer: 'No Answer',
  noIdea: 'No Idea',
} as const;

/** The live interview's own notices (spec §4, §8), beside the server's messages it shows. */
export const LIVE_INTERVIEW_MESSAGES = {
  exitedCannotReturn: 'You cannot return to the interview after exiting!',
  offline: 'No Internet! Logging out.......',
  loadFailed: 'Failed to load questions',
  /** The server refused the answer. */
  submitFailed: 'Failed to submit answer',
  /** The answer never reached the server (no connection, no reply): it is still on screen to send again. */
  answerNotProcessed: 'Error processing your answer. Please try again.',
  processingError: 'Processing error',
  exitFailed: 'Exit failed. Please try again.',
  submissionFailed: 'Submission failed. Please try again.',
  resetFailed: 'Failed to reset recording',
} as const;

/** Maximum attempts (the first plus two retests) per session. */
export const MAX_ATTEMPTS = 3;

export const SESSION_STATUS = { inProgress: 'in progress', completed: 'completed' } as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];

// ─── Ids ─────────────────────────────────────────────────────────────────────

/** Interview ids are integers; the client sends them as numbers or (list_questions_with_answers) strings. */
export const interviewIdSchema = z.coerce
  .number({ error: INTERVIEW_MESSAGES.interviewIdMissing })
  .int(INTERVIEW_MESSAGES.interviewIdMissing)
  .positive(INTERVIEW_MESSAGES.interviewIdMissing);

export const sessionIdSchema = z.uuid({ error: INTERVIEW_MESSAGES.sessionIdMissing });

export const sessionIdParamsSchema = z.object({ session_id: sessionIdSchema });
export const childSessionIdParamsSchema = z.object({ child_session_id: sessionIdSchema });

// ─── Requests ────────────────────────────────────────────────────────────────

export const startInterviewBodySchema = z.object({
  interview_id: interviewIdSchema,
  /** Sent by the original client; the question count comes from the catalogue, never from the client. */
  total_questions: z.coerce.number().int().nonnegative().optional(),
});

export const retrySessionBodySchema = z.object({
  interview_id: interviewIdSchema,
  session_id: sessionIdSchema,
});

export const submitAnswerBodySchema = z.object({
  session_id: sessionIdSchema,
  child_session_id: sessionIdSchema,
  question_id: z.coerce.number({ error: 'Question ID is missing' }).int('Question ID is missing').positive('Question ID is missing'),
  user_answer: z.string({ error: 'user_answer must be text' }).max(10_000, 'The answer is too long.').optional().default(''),
  duration_seconds: z.number().nonnegative().max(3_600).optional(),
  confidence: z.number().min(0).max(1).optional(),
  input_method: z.enum(['voice', 'typed']).optional(),
});

export const completeSessionBodySchema = z.object({
  /** The child session (attempt) being completed. */
  session_id: sessionIdSchema,
});

export const listQuestionsBodySchema = z.object({
  interview_id: interviewIdSchema,
  session_id: sessionIdSchema.optional(),
});

export const questionFeedBodySchema = z.object({
  session_id: sessionIdSchema,
  child_session_id: sessionIdSchema,
});

// ─── Responses ───────────────────────────────────────────────────────────────

export const subscriptionInfoSchema = z.object({
  total_purchases: z.number().int(),
  remaining_tests_for_user: z.number().int(),
});

export const interviewSchema = z.object({
  interview_id: z.number().int(),
  interview_name: z.string(),
  interview_description: z.string(),
  visa_type: z.string(),
  num_questions: z.number().int(),
  subscription_info: subscriptionInfoSchema,
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListResponseSchema = z.object({ status: z.literal('success'), data: z.array(interviewSchema) });

export const startInterviewResponseSchema = z.object({
  status: z.literal('success'),
  session_id: z.string(),
  child_session_id: z.string(),
  retry_count: z.number().int(),
  total_questions: z.number().int(),
});

export const attemptSummarySchema = z.object({
  child_session_id: z.string(),
  retry_count: z.number().int(),
  status: z.string(),
  total_questions: z.number().int(),
  answered_questions: z.number().int(),
  start_date: z.string(),
  completed_at: z.string().nullable(),
});

export const sessionSchema = z.object({
  session_id: z.string(),
  interview_id: z.number().int(),
  interview_name: z.string(),
  status: z.string(),
  total_questions: z.number().int(),
  answered_questions: z.number().int(),
  start_date: z.string(),
  retrycount: z.number().int(),
  average_predicted_score: z.number().nullable(),
  last_in_progress_child_session_id: z.string().nullable(),
  child_sessions: z.array(attemptSummarySchema),
});
export type Session = z.infer<typeof sessionSchema>;

export const userSessionsResponseSchema = z.object({ status: z.literal('success'), data: z.array(sessionSchema) });

export const retrySessionResponseSchema = z.object({
  status: z.literal('success'),
  session_id: z.string(),
  child_session_id: z.string(),
  retry_count: z.number().int(),
});

export const nextQuestionSchema = z.object({
  question_data: z.object({ question: z.string(), model_answer: z.string() }).nullable(),
  question_id: z.number().int().nullable(),
  remaining_questions: z.number().int(),
  total_questions: z.number().int(),
  status: z.string(),
});
export type NextQuestion = z.infer<typeof nextQuestionSchema>;

export const nextQuestionResponseSchema = z.object({ status: z.literal('success'), data: z.object({ data: nextQuestionSchema }) });

export const submitAnswerResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  question_id: z.number().int(),
  user_answer: z.string(),
  remaining_questions: z.number().int(),
});

export const messageResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

export const predictedFeedbackSchema = z.object({
  correctness: z.string(),
  grammar: z.string(),
  constructive_feedback: z.string(),
  score: z.number(),
});
export type PredictedFeedback = z.infer<typeof predictedFeedbackSchema>;

export const answerRecordSchema = z.object({
  /** Null until the question is answered; names the answer a "This score seems wrong" report is about. */
  answer_id: z.string().nullable(),
  question_id: z.number().int(),
  position: z.number().int(),
  question: z.string(),
  user_answer: z.string(),
  model_answer: z.string(),
  predicted_feedback: predictedFeedbackSchema.nullable(),
  /** 'pending' | 'done' | 'failed' | 'not answered'. */
  feedback_status: z.string(),
  answered_at: z.string().nullable(),
  /** Beyond the spec: grammar issues with spans, key points covered and missed, delivery figures. */
  feedback_details: answerFeedbackDetailsSchema.nullable(),
  /** 'local' or 'llm:<model>'; null until scored. */
  scored_by: z.string().nullable(),
  /** The user reported this score as wrong. */
  disputed: z.boolean(),
});
export type AnswerRecord = z.infer<typeof answerRecordSchema>;

export const scoreCardAttemptSchema = attemptSummarySchema.extend({
  answers: z.array(answerRecordSchema),
  /** Facts stated differently across this attempt's answers (checked when it completes). */
  consistency_flags: z.array(consistencyFlagSchema),
});
export type ScoreCardAttempt = z.infer<typeof scoreCardAttemptSchema>;

export const scoreCardResponseSchema = z.object({
  status: z.literal('success'),
  session_id: z.string(),
  interview_id: z.number().int(),
  interview_name: z.string(),
  child_sessions: z.array(scoreCardAttemptSchema),
});
export type ScoreCard = z.infer<typeof scoreCardResponseSchema>;

export const userAnswersResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(answerRecordSchema.extend({ child_session_id: z.string(), retry_count: z.number().int() })),
});

export const questionWithAnswerSchema = z.object({
  question_id: z.number().int(),
  position: z.number().int(),
  category: z.string(),
  question: z.string(),
  model_answer: z.string(),
});
export type QuestionWithAnswer = z.infer<typeof questionWithAnswerSchema>;

export const listQuestionsResponseSchema = z.object({ status: z.literal('success'), data: z.array(questionWithAnswerSchema) });

export const questionFeedResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

// ─── Attempts screen rules (spec §4, "Session status and attempts") ─────────

export interface SessionActions {
  /** 'Retest n/3' when a retest is allowed, else null. */
  retest: string | null;
  viewResult: boolean;
  resume: boolean;
}

/**
 * Which actions a session row offers, from its status and retry count (attempts made so far):
 * completed below 3 → Retest n/3 and View Result; completed at 3 → View Result only;
 * in progress at 1 → Resume; in progress above 1 → Resume and View Result.
 */
export function sessionActions(status: string, retryCount: number): SessionActions {
  const completed = status.toLowerCase() === SESSION_STATUS.completed;
  if (completed) {
    return { retest: retryCount < MAX_ATTEMPTS ? `Retest ${retryCount}/${MAX_ATTEMPTS}` : null, viewResult: true, resume: false };
  }
  return { retest: null, viewResult: retryCount > 1, resume: true };
}
