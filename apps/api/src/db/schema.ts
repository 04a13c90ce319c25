import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ─── Accounts ────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public identifier handed to the client as `resourceid`. */
    resourceId: uuid('resource_id').notNull().defaultRandom().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    mobileNumber: text('mobile_number'),
    visaDate: date('visa_date'),
    visaCenter: text('visa_center'),
    /** 0: password account, 1: single sign-on (Google). */
    sso: smallint('sso').notNull().default(0),
    googleSub: text('google_sub').unique(),
    picture: text('picture'),
    accountType: text('account_type').notNull().default('user'),
    /** 'user' | 'admin'. Granted only by `npm run admin:grant`, never through the API. */
    role: text('role').notNull().default('user'),
    /** 'active' | 'deactivated'; a deactivated user cannot sign in and their tokens are refused. */
    status: text('status').notNull().default('active'),
    /** Bumped on sign-out and password change; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** 'en' | 'hi': the signed-in app's language once the user has chosen it; null until then (the browser's language is used). */
    language: text('language'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_sso_flag', sql`${table.sso} in (0, 1)`),
    check('users_language', sql`${table.language} in ('en', 'hi')`),
    check('users_role_known', sql`${table.role} in ('user', 'admin')`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself only ever exists in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

// ─── Catalogue: interviews, questions, plans ────────────────────────────────

export const interviews = pgTable('interviews', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** 'F1' or 'B1/B2'. */
  visaType: text('visa_type').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Set when the admin console changes the question list; the start-up seed then leaves the list alone. */
  questionsEditedAt: timestamp('questions_edited_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    visaType: text('visa_type').notNull(),
    category: text('category').notNull(),
    text: text('text').notNull(),
    modelAnswer: text('model_answer').notNull(),
    keyPoints: jsonb('key_points').$type<string[]>().notNull(),
    /** 1 for a question as first written; an edit of a question already asked makes version n + 1 (a new row). */
    version: integer('version').notNull().default(1),
    /** The newer version that replaced this one; the row itself stays as attempts asked it. */
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => questions.id),
    /** No longer asked in new interviews (retired, or replaced by a newer version). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Set when the admin console writes the row; the start-up seed then leaves it alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('questions_visa_type_idx').on(table.visaType, table.category)],
);

export const interviewQuestions = pgTable(
  'interview_questions',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.position] }),
    uniqueIndex('interview_questions_unique_question').on(table.interviewId, table.questionId),
  ],
);

export const plans = pgTable(
  'plans',
  {
    /** Exposed to the client as `subscription_id`. */
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** 'Trial' or a paid type ('Monthly', 'Annual', 'Bundle'). */
    subscriptionType: text('subscription_type').notNull(),
    tag1: text('tag1'),
    description: text('description'),
    pricePaise: integer('price_paise').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** The interview the plan is sold for; a bundle lists its interviews in plan_grants. */
    interviewId: integer('interview_id').references(() => interviews.id),
    /** 'monthly' | 'yearly' for a plan that renews through a gateway subscription; null for a one-time purchase. */
    billingPeriod: text('billing_period'),
    listed: boolean('listed').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('plans_price_non_negative', sql`${table.pricePaise} >= 0`),
    check('plans_billing_period_known', sql`${table.billingPeriod} is null or ${table.billingPeriod} in ('monthly', 'yearly')`),
  ],
);

/** The gateway's plan for one of ours at one price and period (a Razorpay plan is immutable), made once and reused. */
export const gatewayPlans = pgTable(
  'gateway_plans',
  {
    gateway: text('gateway').notNull(),
    /** The gateway account the plan lives in (Razorpay's key id): test and live keys have different plans. */
    account: text('account').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    billingPeriod: text('billing_period').notNull(),
    gatewayPlanId: text('gateway_plan_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.account, table.planId, table.amountPaise, table.billingPeriod] })],
);

/** Tests a plan grants, per interview. */
export const planGrants = pgTable(
  'plan_grants',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id),
    tests: integer('tests').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.interviewId] }), check('plan_grants_tests_positive', sql`${table.tests} > 0`)],
);

// ─── Billing: subscriptions (orders), licences, payments ────────────────────

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our public order id (`order_id` in the API). */
    orderId: text('order_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    orderType: text('order_type').notNull(),
    /**
     * 'In Progress - Payment Due' (awaiting its first payment, or a renewal charge that has not arrived) | 'Active' |
     * 'Expired'.
     */
    status: text('status').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id').unique(),
    /** The gateway subscription that charges a renewing plan each period (Razorpay's `sub_…`). */
    gatewaySubscriptionId: text('gateway_subscription_id').unique(),
    /** True while a renewing plan renews; false for one-time purchases and once renewal is cancelled. */
    isAutoRenew: boolean('is_auto_renew').notNull().default(false),
    /** When the user (or the gateway) cancelled renewal; access continues until expiry_date. */
    renewalCancelledAt: timestamp('renewal_cancelled_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The end of the period paid for (for a renewing plan, its next renewal date). */
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId, table.status),
    index('subscriptions_status_expiry_idx').on(table.status, table.expiryDate),
    check('subscriptions_amount_non_negative', sql`${table.amountPaise} >= 0`),
  ],
);

/** Tests left per interview on a subscription; decremented atomically when an attempt starts. */
export const subscriptionLicences = pgTable(
  'subscription_licences',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id),
    testsTotal: integer('tests_total').notNull(),
    testsRemaining: integer('tests_remaining').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.interviewId] }),
    check('licences_remaining_in_range', sql`${table.testsRemaining} >= 0 and ${table.testsRemaining} <= ${table.testsTotal}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    /** The gateway order paid; null for a subscription's first payment reported by checkout (it names no order). */
    gatewayOrderId: text('gateway_order_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull(),
    /** 'checkout' (browser callback, signature verified) or 'webhook'. */
    source: text('source').notNull(),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_gateway_payment_unique').on(table.gateway, table.gatewayPaymentId),
    index('payments_subscription_idx').on(table.subscriptionId),
  ],
);

/**
 * The sandbox gateway's own books: the subscriptions it "charges" each period, as Razorpay keeps them on its side.
 * Only the sandbox (development, tests, an opted-in demo) reads or writes this table.
 */
export const sandboxGatewaySubscriptions = pgTable(
  'sandbox_gateway_subscriptions',
  {
    /** `sub_sbx…`. */
    id: text('id').primaryKey(),
    gatewayPlanId: text('gateway_plan_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    periodDays: integer('period_days').notNull(),
    /** Razorpay's states: 'created' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed'. */
    status: text('status').notNull(),
    currentStart: timestamp('current_start', { withTimezone: true }),
    currentEnd: timestamp('current_end', { withTimezone: true }),
    /** When the next charge (or retry of a failed one) is due. */
    chargeAt: timestamp('charge_at', { withTimezone: true }),
    paidCount: integer('paid_count').notNull().default(0),
    totalCount: integer('total_count').notNull(),
    /** Failed charges of the cycle now due; reset by a successful charge. */
    authAttempts: integer('auth_attempts').notNull().default(0),
    cancelAtCycleEnd: boolean('cancel_at_cycle_end').notNull().default(false),
    /** The sandbox's test card: when true, renewal charges fail (the checkout's "decline renewals"). */
    declinesCharges: boolean('declines_charges').notNull().default(false),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_gateway_subscriptions_due_idx').on(table.status, table.chargeAt)],
);

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway').notNull(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ─── Interviews taken: sessions, attempts, answers ──────────────────────────

export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id),
    /** The subscription whose licence paid for this session. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    /** 'in progress' | 'completed'. */
    status: text('status').notNull().default('in progress'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('interview_sessions_user_idx').on(table.userId, table.interviewId)],
);

/** An attempt at a session ('child session'); at most three per session. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    /** 1..3, exposed as `retry_count`. */
    attemptNumber: smallint('attempt_number').notNull(),
    status: text('status').notNull().default('in progress'),
    /** Set when the first question is shown: only then does the attempt count as used. */
    firstQuestionShownAt: timestamp('first_question_shown_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Contradictions found across the attempt's answers once it completes. */
    consistencyFlags: jsonb('consistency_flags').$type<Array<{ fact: string; values: string[]; questionIds: number[] }>>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('attempts_session_number_unique').on(table.sessionId, table.attemptNumber),
    check('attempts_number_in_range', sql`${table.attemptNumber} between 1 and 3`),
  ],
);

/** The questions an attempt asks, fixed when it starts so later catalogue edits never change it. */
export const attemptQuestions = pgTable(
  'attempt_questions',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.position] })],
);

export interface PredictedFeedback {
  correctness: string;
  grammar: string;
  constructive_feedback: string;
  score: number;
}

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    userAnswer: text('user_answer').notNull(),
    /** 'voice' | 'typed'. */
    inputMethod: text('input_method').notNull().default('voice'),
    durationSeconds: real('duration_seconds'),
    transcriptConfidence: real('transcript_confidence'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'pending' | 'done' | 'failed'. */
    feedbackStatus: text('feedback_status').notNull().default('pending'),
    predictedFeedback: jsonb('predicted_feedback').$type<PredictedFeedback>(),
    score: smallint('score'),
    feedbackDetails: jsonb('feedback_details'),
    scoredBy: text('scored_by'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('answers_attempt_question_unique').on(table.attemptId, table.questionId),
    check('answers_score_range', sql`${table.score} is null or ${table.score} between 0 and 10`),
  ],
);

/** "This score seems wrong": one per answer, raised by the answer's owner; the scorer's next training data. */
export const scoreDisputes = pgTable(
  'score_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('score_disputes_answer_unique').on(table.answerId),
    index('score_disputes_created_idx').on(table.createdAt),
    // Deleting a user deletes their disputes: without it, a scan of the table.
    index('score_disputes_user_idx').on(table.userId),
  ],
);

// ─── Public site ─────────────────────────────────────────────────────────────

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  /** 'subscribed' | 'unsubscribed'. */
  status: text('status').notNull(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const waitlistEntries = pgTable('waitlist_entries', {
  email: text('email').primaryKey(),
  source: text('source').notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    /** The support inbox: 'new' | 'answered' | 'closed'. */
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('contact_messages_status_idx').on(table.status, table.createdAt),
    check('contact_messages_status_known', sql`${table.status} in ('new', 'answered', 'closed')`),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_visited_idx').on(table.visitedAt)],
);

// ─── Mail ────────────────────────────────────────────────────────────────────

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where replies go (a support message replies to its sender). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** The body as shown and kept: secrets (a reset link's token) replaced by "[redacted]". */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The full bodies, sealed (AES-256-GCM, key outside the database) until sent, then dropped. */
    sealedBody: text('sealed_body'),
    /** 'queued' | 'sent' | 'failed'. */
    status: text('status').notNull().default('queued'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_status_idx').on(table.status, table.createdAt)],
);

// ─── Admin ───────────────────────────────────────────────────────────────────

/** Every admin action: who, what, on which target, when. Never secrets or tokens. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the command line (`npm run admin:grant`) and for an actor since deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail when it acted ('cli' for the command line), kept if the account goes. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt), index('admin_audit_log_actor_idx').on(table.actorId)],
);

// ─── Practice mode ───────────────────────────────────────────────────────────

/**
 * One answer to one bank question outside any interview: scored at once, never using a test. `transcript` is what
 * the applicant typed or the recogniser heard; `correctedTranscript` is their correction of it, and what was scored.
 */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** 'voice' | 'typed'. */
    inputMethod: text('input_method').notNull(),
    transcript: text('transcript').notNull(),
    /** Null when the applicant scored the transcript as it was. */
    correctedTranscript: text('corrected_transcript'),
    durationSeconds: real('duration_seconds'),
    transcriptConfidence: real('transcript_confidence'),
    /** Key points revealed with "Show a hint" before this answer was scored. */
    hintsUsed: smallint('hints_used').notNull().default(0),
    score: smallint('score').notNull(),
    predictedFeedback: jsonb('predicted_feedback').$type<PredictedFeedback>().notNull(),
    feedbackDetails: jsonb('feedback_details').notNull(),
    scoredBy: text('scored_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('practice_answers_user_question_idx').on(table.userId, table.questionId, table.createdAt),
    index('practice_answers_user_created_idx').on(table.userId, table.createdAt),
    check('practice_answers_score_range', sql`${table.score} between 0 and 10`),
    check('practice_answers_input_method_known', sql`${table.inputMethod} in ('voice', 'typed')`),
  ],
);

/**
 * A key point revealed with "Show a hint", in order. It belongs to the user's next answer to the question: scoring
 * that answer stamps `answerId`, and the next round of hints starts again from the first key point.
 */
export const practiceHints = pgTable(
  'practice_hints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** Index into the question's key points, from 0. */
    keyPointIndex: smallint('key_point_index').notNull(),
    answerId: uuid('answer_id').references(() => practiceAnswers.id, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One reveal per key point per round (a double click cannot record a hint twice); also finds a round's hints.
    uniqueIndex('practice_hints_open_unique').on(table.userId, table.questionId, table.keyPointIndex).where(sql`${table.answerId} is null`),
  ],
);
