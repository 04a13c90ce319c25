import type {
  AdminDispute,
  AdminMessage,
  AdminOrder,
  AdminOrderDetail,
  AdminQuestion,
  AdminUser,
  AdminUserAttempt,
  AuditEntry,
  ScoreDistribution,
} from '@visaready/shared/schemas/admin';
import type { PredictedFeedback } from '@visaready/shared/schemas/interviews';
import type { UserRow } from '../accounts/repository';
import type { SubscriptionRecord } from '../billing/billing-repository';
import type { adminAuditLog, payments, webhookEvents } from '../db/schema';
import type {
  AdminOrderRow,
  attemptsOfUser,
  ContactMessageRow,
  DisputeRow,
  Page,
  QuestionRow,
  questionUsage,
  scoreCounts,
} from './repository';

const rupees = (paise: number) => paise / 100;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentPage<T>(data: T[], page: Page, total: number) {
  return { status: 'success' as const, data, page: page.page, page_size: page.pageSize, total };
}

export function presentUser(user: UserRow): AdminUser {
  return {
    user_id: user.id,
    email: user.email,
    full_name: user.fullName,
    role: user.role === 'admin' ? 'admin' : 'user',
    status: user.status === 'active' ? 'active' : 'deactivated',
    created_at: user.createdAt.toISOString(),
    last_login_at: iso(user.lastLoginAt),
  };
}

export function presentSubscription(record: SubscriptionRecord) {
  return {
    order_id: record.subscription.orderId,
    plan_name: record.plan.name,
    status: record.subscription.status,
    amount: rupees(record.subscription.amountPaise),
    created_at: record.subscription.createdAt.toISOString(),
    expiry_date: iso(record.subscription.expiryDate),
    remaining_tests: record.remainingTests,
  };
}

export function presentAttempts({ attemptRows, answerRows }: Awaited<ReturnType<typeof attemptsOfUser>>): AdminUserAttempt[] {
  return attemptRows.map((attempt) => {
    const answers = answerRows.filter((answer) => answer.attemptId === attempt.attemptId);
    const scores = answers.map((answer) => answer.score).filter((score): score is number => score !== null);
    return {
      attempt_id: attempt.attemptId,
      session_id: attempt.sessionId,
      interview_name: attempt.interviewName,
      attempt_number: attempt.attemptNumber,
      status: attempt.status,
      started_at: attempt.startedAt.toISOString(),
      completed_at: iso(attempt.completedAt),
      average_score: scores.length > 0 ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10 : null,
      answers: answers.map((answer) => ({
        answer_id: answer.answerId,
        question: answer.question,
        score: answer.score,
        feedback_status: answer.feedbackStatus,
        disputed: answer.disputeId !== null,
      })),
    };
  });
}

export function presentOrder({ subscription, userEmail, planName }: AdminOrderRow): AdminOrder {
  return {
    order_id: subscription.orderId,
    user_id: subscription.userId,
    user_email: userEmail,
    plan_name: planName,
    status: subscription.status,
    amount: rupees(subscription.amountPaise),
    currency: subscription.currency,
    gateway: subscription.gateway,
    gateway_order_id: subscription.gatewayOrderId,
    created_at: subscription.createdAt.toISOString(),
    activated_at: iso(subscription.activatedAt),
    expiry_date: iso(subscription.expiryDate),
  };
}

export function presentOrderDetail(
  order: AdminOrderRow,
  paymentRows: Array<typeof payments.$inferSelect>,
  events: Array<typeof webhookEvents.$inferSelect>,
): AdminOrderDetail {
  return {
    ...presentOrder(order),
    payments: paymentRows.map((payment) => ({
      payment_id: payment.gatewayPaymentId,
      status: payment.status,
      source: payment.source,
      amount: rupees(payment.amountPaise),
      created_at: payment.createdAt.toISOString(),
    })),
    webhook_events: events.map((event) => ({
      event_id: event.id,
      event_type: event.eventType,
      received_at: event.receivedAt.toISOString(),
      payload: event.payload,
    })),
  };
}

export function presentMessage(message: ContactMessageRow): AdminMessage {
  const status = message.status === 'answered' || message.status === 'closed' ? message.status : 'new';
  return {
    message_id: message.id,
    first_name: message.firstName,
    last_name: message.lastName,
    email: message.email,
    phone_number: message.phoneNumber,
    subject: message.subject,
    message: message.message,
    status,
    created_at: message.createdAt.toISOString(),
    updated_at: message.updatedAt.toISOString(),
  };
}

export function presentQuestions(rows: QuestionRow[], usage: Awaited<ReturnType<typeof questionUsage>>): AdminQuestion[] {
  return rows.map((question) => ({
    question_id: question.id,
    slug: question.slug,
    visa_type: question.visaType,
    category: question.category,
    text: question.text,
    model_answer: question.modelAnswer,
    key_points: question.keyPoints,
    version: question.version,
    status: question.retiredAt ? 'retired' : 'active',
    retired_at: iso(question.retiredAt),
    replaced_by_id: question.replacedById,
    interviews: usage.memberships
      .filter((membership) => membership.questionId === question.id)
      .map((membership) => ({ interview_id: membership.interviewId, name: membership.name })),
    times_asked: usage.asked.get(question.id) ?? 0,
  }));
}

export function presentDistribution(rows: Awaited<ReturnType<typeof scoreCounts>>): ScoreDistribution {
  const byQuestion = new Map<number, ScoreDistribution[number]>();
  for (const row of rows) {
    const entry = byQuestion.get(row.questionId) ?? {
      question_id: row.questionId,
      text: row.text,
      visa_type: row.visaType,
      version: row.version,
      answers: 0,
      average: 0,
      histogram: Array.from({ length: 11 }, () => 0),
    };
    const answers = Number(row.answers);
    if (row.score !== null) entry.histogram[row.score] = answers;
    entry.answers += answers;
    byQuestion.set(row.questionId, entry);
  }
  return [...byQuestion.values()].map((entry) => ({
    ...entry,
    average: Math.round((entry.histogram.reduce((sum, answers, score) => sum + answers * score, 0) / entry.answers) * 10) / 10,
  }));
}

export function presentDispute(row: DisputeRow): AdminDispute {
  return {
    dispute_id: row.dispute.id,
    raised_at: row.dispute.createdAt.toISOString(),
    user_id: row.dispute.userId,
    user_email: row.userEmail,
    comment: row.dispute.comment,
    answer_id: row.dispute.answerId,
    interview_name: row.interviewName,
    attempt_number: row.attemptNumber,
    question: row.question,
    transcript: row.transcript,
    score: row.score,
    feedback: (row.feedback as PredictedFeedback | null) ?? null,
  };
}

export function presentAuditEntry(entry: typeof adminAuditLog.$inferSelect): AuditEntry {
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor_email: entry.actorEmail,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: entry.details ?? null,
  };
}
