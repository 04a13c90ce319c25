import { SUBSCRIPTION_STATUS } from '../constants';
import { predictedFeedbackSchema } from './interviews';
import { z } from './zod';

/** Texts of the admin console (not in the specification: the console is ours). */
export const ADMIN_MESSAGES = {
  notAllowedTitle: 'Not allowed',
  userNotFound: 'No such user.',
  orderNotFound: 'No such order.',
  messageNotFound: 'No such message.',
  questionNotFound: 'No such question.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  sessionsRevoked: 'Sessions revoked: the user must sign in again everywhere.',
  userDeactivated: 'User deactivated: they can no longer sign in.',
  userReactivated: 'User reactivated: they can sign in again.',
  alreadyInThatState: 'The user is already in that state.',
  messageStatusSaved: 'Message status saved.',
  questionAdded: 'Question added.',
  questionSaved: 'Question saved.',
  questionSavedAsVersion: 'Saved as version {n}: attempts that asked the earlier text keep it.',
  questionRetired: 'Question retired: new interviews no longer ask it.',
  questionAlreadyRetired: 'This question is retired; add a new one instead.',
  lastQuestionOfInterview: 'An interview needs at least one question: add another before retiring this one.',
  interviewsRequired: 'Choose at least one interview for the question.',
  interviewUnknown: 'Choose interviews from the list.',
  interviewVisaMismatch: "Each interview must be of the question's visa type.",
  categoryInvalid: 'Category: 2 to 40 lowercase letters or hyphens (for example study-plans).',
  textRequired: 'Question text is required (up to 500 characters).',
  modelAnswerRequired: 'A model answer is required (up to 3,000 characters).',
  keyPointsCount: 'Give 3 to 5 key points, one per line.',
  keyPointInvalid: 'Each key point is 1 to 200 characters.',
  loadFailed: 'Could not load this list. Please try again.',
} as const;

const M = ADMIN_MESSAGES;

export const USER_ROLES = ['user', 'admin'] as const;
export const USER_STATUSES = ['active', 'deactivated'] as const;
export const MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const ORDER_STATUSES = [SUBSCRIPTION_STATUS.paymentDue, SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.expired] as const;
export const VISA_TYPES = ['F1', 'B1/B2'] as const;
export const QUESTION_STATUSES = ['active', 'retired'] as const;
export const SIGNUP_LISTS = ['newsletter', 'waitlist'] as const;
export type SignupList = (typeof SIGNUP_LISTS)[number];

const isoDate = z.string();
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// ─── Requests ────────────────────────────────────────────────────────────────

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const userSearchQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(254).default('') });
export const userParamsSchema = z.object({ userId: z.uuid() });

export const orderListQuerySchema = pageQuerySchema.extend({ status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES).optional()) });
export const orderParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

export const messageListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(MESSAGE_STATUSES).optional()),
});
export const messageParamsSchema = z.object({ messageId: z.uuid() });
export const messageStatusBodySchema = z.object({ status: z.enum(MESSAGE_STATUSES) });

export const signupExportParamsSchema = z.object({ list: z.enum(SIGNUP_LISTS) });

export const questionListQuerySchema = pageQuerySchema.extend({
  visa_type: z.preprocess(emptyToUndefined, z.enum(VISA_TYPES).optional()),
  status: z.enum([...QUESTION_STATUSES, 'all']).default('active'),
  q: z.string().trim().max(200).default(''),
});
export const questionParamsSchema = z.object({ questionId: z.coerce.number().int().min(1).max(2_147_483_647) });

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** Key points arrive as a list; the form writes one per line. */
export const keyPointsSchema = z
  .array(requiredText(200, M.keyPointInvalid), { error: M.keyPointsCount })
  .min(3, M.keyPointsCount)
  .max(5, M.keyPointsCount);

/** What an edit may change; the visa type and the interviews asking the question stay. */
export const questionEditSchema = z.object({
  category: z
    .string({ error: M.categoryInvalid })
    .trim()
    .regex(/^[a-z][a-z-]{1,39}$/, M.categoryInvalid),
  text: requiredText(500, M.textRequired),
  model_answer: requiredText(3_000, M.modelAnswerRequired),
  key_points: keyPointsSchema,
});
export type QuestionEditInput = z.input<typeof questionEditSchema>;

export const questionCreateSchema = questionEditSchema.extend({
  visa_type: z.enum(VISA_TYPES),
  interview_ids: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: M.interviewsRequired })
    .min(1, M.interviewsRequired)
    .max(20, M.interviewUnknown),
});
export type QuestionCreateInput = z.input<typeof questionCreateSchema>;

// ─── Responses ───────────────────────────────────────────────────────────────

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal('success'),
    data: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  });

export const adminActionResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type AdminActionResponse = z.infer<typeof adminActionResponseSchema>;

export const adminUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  created_at: isoDate,
  last_login_at: isoDate.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = paged(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserSubscriptionSchema = z.object({
  order_id: z.string(),
  plan_name: z.string(),
  status: z.string(),
  /** Rupees. */
  amount: z.number(),
  created_at: isoDate,
  expiry_date: isoDate.nullable(),
  remaining_tests: z.number().int(),
});

export const adminAnswerScoreSchema = z.object({
  answer_id: z.string(),
  question: z.string(),
  score: z.number().int().nullable(),
  feedback_status: z.string(),
  disputed: z.boolean(),
});

export const adminUserAttemptSchema = z.object({
  attempt_id: z.string(),
  session_id: z.string(),
  interview_name: z.string(),
  attempt_number: z.number().int(),
  status: z.string(),
  started_at: isoDate,
  completed_at: isoDate.nullable(),
  average_score: z.number().nullable(),
  answers: z.array(adminAnswerScoreSchema),
});
export type AdminUserAttempt = z.infer<typeof adminUserAttemptSchema>;

export const adminUserDetailSchema = z.object({
  status: z.literal('success'),
  data: adminUserSchema.extend({
    mobile_number: z.string().nullable(),
    sso: z.boolean(),
    subscriptions: z.array(adminUserSubscriptionSchema),
    attempts: z.array(adminUserAttemptSchema),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>['data'];

export const adminOrderSchema = z.object({
  order_id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  plan_name: z.string(),
  status: z.string(),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  gateway: z.string().nullable(),
  gateway_order_id: z.string().nullable(),
  created_at: isoDate,
  activated_at: isoDate.nullable(),
  expiry_date: isoDate.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = paged(adminOrderSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderDetailSchema = z.object({
  status: z.literal('success'),
  data: adminOrderSchema.extend({
    payments: z.array(
      z.object({
        payment_id: z.string(),
        status: z.string(),
        source: z.string(),
        amount: z.number(),
        created_at: isoDate,
      }),
    ),
    webhook_events: z.array(
      z.object({
        event_id: z.string(),
        event_type: z.string(),
        received_at: isoDate,
        /** The verified event as received (Razorpay's payload: no secrets). */
        payload: z.unknown(),
      }),
    ),
  }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>['data'];

export const adminMessageSchema = z.object({
  message_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  created_at: isoDate,
  updated_at: isoDate,
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessageListSchema = paged(adminMessageSchema);
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;
export const adminMessageDetailSchema = z.object({ status: z.literal('success'), data: adminMessageSchema });
export const adminMessageStatusResponseSchema = adminActionResponseSchema.extend({ data: adminMessageSchema });
export type AdminMessageStatusResponse = z.infer<typeof adminMessageStatusResponseSchema>;

export const adminQuestionSchema = z.object({
  question_id: z.number().int(),
  slug: z.string(),
  visa_type: z.string(),
  category: z.string(),
  text: z.string(),
  model_answer: z.string(),
  key_points: z.array(z.string()),
  version: z.number().int(),
  status: z.enum(QUESTION_STATUSES),
  retired_at: isoDate.nullable(),
  replaced_by_id: z.number().int().nullable(),
  interviews: z.array(z.object({ interview_id: z.number().int(), name: z.string() })),
  /** Attempts that asked it: an edit of an asked question makes a new version. */
  times_asked: z.number().int(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const adminQuestionListSchema = paged(adminQuestionSchema);
export type AdminQuestionList = z.infer<typeof adminQuestionListSchema>;
export const adminQuestionResponseSchema = adminActionResponseSchema.extend({ data: adminQuestionSchema });
export type AdminQuestionResponse = z.infer<typeof adminQuestionResponseSchema>;

export const adminInterviewListSchema = z.object({
  status: z.literal('success'),
  data: z.array(
    z.object({
      interview_id: z.number().int(),
      name: z.string(),
      visa_type: z.string(),
      num_questions: z.number().int(),
    }),
  ),
});
export type AdminInterview = z.infer<typeof adminInterviewListSchema>['data'][number];

export const scoreDistributionSchema = z.object({
  status: z.literal('success'),
  data: z.array(
    z.object({
      question_id: z.number().int(),
      text: z.string(),
      visa_type: z.string(),
      version: z.number().int(),
      answers: z.number().int(),
      average: z.number(),
      /** How many answers scored 0, 1, … 10. */
      histogram: z.array(z.number().int()).length(11),
    }),
  ),
});
export type ScoreDistribution = z.infer<typeof scoreDistributionSchema>['data'];

export const adminDisputeSchema = z.object({
  dispute_id: z.string(),
  raised_at: isoDate,
  user_id: z.string(),
  user_email: z.string(),
  comment: z.string().nullable(),
  answer_id: z.string(),
  interview_name: z.string(),
  attempt_number: z.number().int(),
  question: z.string(),
  transcript: z.string(),
  score: z.number().int().nullable(),
  feedback: predictedFeedbackSchema.nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputeListSchema = paged(adminDisputeSchema);
export type AdminDisputeList = z.infer<typeof adminDisputeListSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDate,
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = paged(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;

// ─── Forms of the console ────────────────────────────────────────────────────

/** The key points textarea: one point a line, blank lines ignored, then the API's rule. */
const keyPointLines = z
  .string()
  .transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(keyPointsSchema);

/** Ticked interview checkboxes: none, one (a string) or several. */
const tickedInterviews = z.preprocess(
  (value) => (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []),
  z.array(z.coerce.number().int().positive()).min(1, M.interviewsRequired),
);

export const questionEditFormSchema = questionEditSchema.extend({ key_points: keyPointLines });
export type QuestionEditForm = z.input<typeof questionEditFormSchema>;

export const questionCreateFormSchema = questionEditFormSchema.extend({
  visa_type: z.enum(VISA_TYPES),
  interview_ids: tickedInterviews,
});
export type QuestionCreateForm = z.input<typeof questionCreateFormSchema>;
