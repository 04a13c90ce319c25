import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  adminAuditLog,
  answers,
  attemptQuestions,
  attempts,
  contactMessages,
  interviewQuestions,
  interviewSessions,
  interviews,
  newsletterSubscribers,
  payments,
  plans,
  questions,
  scoreDisputes,
  subscriptions,
  users,
  waitlistEntries,
  webhookEvents,
} from '../db/schema';

/** Data access of the admin console: every query it makes lives here. */

export interface Page {
  page: number;
  pageSize: number;
}

const offsetOf = ({ page, pageSize }: Page) => (page - 1) * pageSize;

/** A user's text made safe inside ILIKE: its own % and _ match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

async function total(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

// ─── Audit log ───────────────────────────────────────────────────────────────

/** Who acted: a signed-in admin, or the command line. */
export type Actor = { id: string; email: string } | 'cli';

export interface AuditEntryInput {
  actor: Actor;
  action: string;
  targetType: string;
  targetId: string;
  /** What changed, never secrets or tokens. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, entry: AuditEntryInput): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actor === 'cli' ? null : entry.actor.id,
    actorEmail: entry.actor === 'cli' ? 'cli' : entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? null,
  });
}

export async function selectAuditEntries(db: Database, page: Page) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { rows, total: await total(db, adminAuditLog, undefined) };
}

// ─── Users ───────────────────────────────────────────────────────────────────

export async function selectUsers(db: Database, query: string, page: Page) {
  const where = query ? or(ilike(users.email, containing(query)), ilike(users.fullName, containing(query))) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { rows, total: await total(db, users, where) };
}

/** Changes the status and revokes every token in one statement; undefined when the user is already in that status. */
export async function setUserStatus(db: Database, userId: string, status: 'active' | 'deactivated') {
  const [row] = await db
    .update(users)
    .set({ status, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.status} <> ${status}`))
    .returning({ id: users.id });
  return row;
}

/** Every attempt of the user, newest first, with each answer's score and whether it was disputed. */
export async function attemptsOfUser(db: Database, userId: string) {
  const attemptRows = await db
    .select({
      attemptId: attempts.id,
      sessionId: interviewSessions.id,
      interviewName: interviews.name,
      attemptNumber: attempts.attemptNumber,
      status: attempts.status,
      startedAt: attempts.createdAt,
      completedAt: attempts.completedAt,
    })
    .from(attempts)
    .innerJoin(interviewSessions, eq(interviewSessions.id, attempts.sessionId))
    .innerJoin(interviews, eq(interviews.id, interviewSessions.interviewId))
    .where(eq(interviewSessions.userId, userId))
    .orderBy(desc(attempts.createdAt));
  const answerRows =
    attemptRows.length === 0
      ? []
      : await db
          .select({
            attemptId: answers.attemptId,
            answerId: answers.id,
            question: questions.text,
            score: answers.score,
            feedbackStatus: answers.feedbackStatus,
            disputeId: scoreDisputes.id,
          })
          .from(answers)
          .innerJoin(questions, eq(questions.id, answers.questionId))
          .innerJoin(
            attemptQuestions,
            and(eq(attemptQuestions.attemptId, answers.attemptId), eq(attemptQuestions.questionId, answers.questionId)),
          )
          .leftJoin(scoreDisputes, eq(scoreDisputes.answerId, answers.id))
          .where(
            inArray(
              answers.attemptId,
              attemptRows.map((row) => row.attemptId),
            ),
          )
          .orderBy(asc(attemptQuestions.position));
  return { attemptRows, answerRows };
}

// ─── Orders and payments ─────────────────────────────────────────────────────

const orderColumns = {
  subscription: subscriptions,
  userEmail: users.email,
  planName: plans.name,
};

export async function selectOrders(db: Database, status: string | undefined, page: Page) {
  const where = status ? eq(subscriptions.status, status) : undefined;
  const rows = await db
    .select(orderColumns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), asc(subscriptions.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { rows, total: await total(db, subscriptions, where) };
}

export type AdminOrderRow = Awaited<ReturnType<typeof selectOrders>>['rows'][number];

export async function findOrder(db: Database, orderId: string): Promise<AdminOrderRow | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.orderId, orderId));
  return row;
}

export async function paymentsOfOrder(db: Database, subscriptionId: string) {
  return db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId)).orderBy(asc(payments.createdAt));
}

/**
 * Webhook events about an order: Razorpay names its gateway order in the payment entity or the order entity, and a
 * renewing plan's gateway subscription in the subscription entity.
 */
export async function webhookEventsOfOrder(db: Database, gateway: { orderId: string | null; subscriptionId: string | null }) {
  const about = [
    gateway.orderId ? sql`${webhookEvents.payload} #>> '{payload,payment,entity,order_id}' = ${gateway.orderId}` : undefined,
    gateway.orderId ? sql`${webhookEvents.payload} #>> '{payload,order,entity,id}' = ${gateway.orderId}` : undefined,
    gateway.subscriptionId ? sql`${webhookEvents.payload} #>> '{payload,subscription,entity,id}' = ${gateway.subscriptionId}` : undefined,
  ].filter((condition) => condition !== undefined);
  if (about.length === 0) return [];
  return db
    .select()
    .from(webhookEvents)
    .where(or(...about))
    .orderBy(asc(webhookEvents.receivedAt));
}

// ─── Support inbox and sign-ups ──────────────────────────────────────────────

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function selectMessages(db: Database, status: string | undefined, page: Page) {
  const where = status ? eq(contactMessages.status, status) : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), asc(contactMessages.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { rows, total: await total(db, contactMessages, where) };
}

export async function findMessage(db: Database, messageId: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  return row;
}

export async function updateMessageStatus(db: Database, messageId: string, status: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ status, updatedAt: new Date() })
    .where(eq(contactMessages.id, messageId))
    .returning();
  return row;
}

export async function newsletterSignups(db: Database) {
  return db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.email));
}

export async function waitlistSignups(db: Database) {
  return db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.email));
}

// ─── Question banks ──────────────────────────────────────────────────────────

export type QuestionRow = typeof questions.$inferSelect;

export interface QuestionFilter {
  visaType: string | undefined;
  status: 'active' | 'retired' | 'all';
  text: string;
}

export async function selectQuestions(db: Database, filter: QuestionFilter, page: Page) {
  const where = and(
    filter.visaType ? eq(questions.visaType, filter.visaType) : undefined,
    filter.status === 'active' ? isNull(questions.retiredAt) : filter.status === 'retired' ? isNotNull(questions.retiredAt) : undefined,
    filter.text ? or(ilike(questions.text, containing(filter.text)), ilike(questions.slug, containing(filter.text))) : undefined,
  );
  const rows = await db
    .select()
    .from(questions)
    .where(where)
    .orderBy(asc(questions.visaType), asc(questions.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { rows, total: await total(db, questions, where) };
}

/** The row locked for the rest of the transaction, so two edits of one question cannot both make a version. */
export async function findQuestionForUpdate(db: Database, questionId: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId)).for('update');
  return row;
}

export async function findQuestion(db: Database, questionId: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
  return row;
}

/** Per question: the interviews asking it now, and how many attempts asked it. */
export async function questionUsage(db: Database, questionIds: number[]) {
  if (questionIds.length === 0) return { memberships: [], asked: new Map<number, number>() };
  const memberships = await db
    .select({ questionId: interviewQuestions.questionId, interviewId: interviews.id, name: interviews.name })
    .from(interviewQuestions)
    .innerJoin(interviews, eq(interviews.id, interviewQuestions.interviewId))
    .where(inArray(interviewQuestions.questionId, questionIds))
    .orderBy(asc(interviews.sortOrder), asc(interviews.id));
  const askedRows = await db
    .select({ questionId: attemptQuestions.questionId, times: count() })
    .from(attemptQuestions)
    .where(inArray(attemptQuestions.questionId, questionIds))
    .groupBy(attemptQuestions.questionId);
  return { memberships, asked: new Map(askedRows.map((row) => [row.questionId, Number(row.times)])) };
}

export async function insertQuestion(db: Database, values: typeof questions.$inferInsert): Promise<QuestionRow> {
  const [row] = await db.insert(questions).values(values).returning();
  if (!row) throw new Error('question insert returned nothing');
  return row;
}

export async function updateQuestion(db: Database, questionId: number, values: Partial<typeof questions.$inferInsert>): Promise<void> {
  await db.update(questions).set(values).where(eq(questions.id, questionId));
}

export async function selectInterviews(db: Database) {
  return db
    .select({
      id: interviews.id,
      name: interviews.name,
      visaType: interviews.visaType,
      numQuestions: sql<number>`(select count(*)::int from ${interviewQuestions} where ${interviewQuestions.interviewId} = ${interviews.id})`,
    })
    .from(interviews)
    .orderBy(asc(interviews.sortOrder), asc(interviews.id));
}

/** The interviews, locked until the transaction ends: their question lists are about to change. */
export async function findInterviewsForUpdate(db: Database, interviewIds: number[]) {
  if (interviewIds.length === 0) return [];
  return db.select().from(interviews).where(inArray(interviews.id, interviewIds)).orderBy(asc(interviews.id)).for('update');
}

/** Adds the question at the end of each interview's list, and marks the lists as edited (the seed keeps them). */
export async function appendToInterviews(db: Database, questionId: number, interviewIds: number[], at: Date): Promise<void> {
  for (const interviewId of interviewIds) {
    const [last] = await db
      .select({ position: max(interviewQuestions.position) })
      .from(interviewQuestions)
      .where(eq(interviewQuestions.interviewId, interviewId));
    await db.insert(interviewQuestions).values({ interviewId, position: (last?.position ?? 0) + 1, questionId });
  }
  await markListsEdited(db, interviewIds, at);
}

/** Puts `replacement` wherever `questionId` is asked, at the same position; returns the interviews changed. */
export async function replaceInInterviews(db: Database, questionId: number, replacement: number, at: Date): Promise<number[]> {
  const changed = await db
    .update(interviewQuestions)
    .set({ questionId: replacement })
    .where(eq(interviewQuestions.questionId, questionId))
    .returning({ interviewId: interviewQuestions.interviewId });
  const interviewIds = changed.map((row) => row.interviewId);
  await markListsEdited(db, interviewIds, at);
  return interviewIds;
}

/** The interviews asking the question, with how many questions each asks in all. */
export async function interviewsAsking(db: Database, questionId: number) {
  return db
    .select({
      interviewId: interviewQuestions.interviewId,
      size: sql<number>`(select count(*)::int from ${interviewQuestions} as others where others.interview_id = ${interviewQuestions.interviewId})`,
    })
    .from(interviewQuestions)
    .where(eq(interviewQuestions.questionId, questionId));
}

/**
 * Takes the question out of every interview and numbers the rest 1…n again (positions are shown to users), by
 * rewriting each list as the seed does. Started attempts keep their own copy in attempt_questions.
 */
export async function removeFromInterviews(db: Database, questionId: number, interviewIds: number[], at: Date): Promise<void> {
  for (const interviewId of interviewIds) {
    const kept = await db
      .select({ questionId: interviewQuestions.questionId })
      .from(interviewQuestions)
      .where(and(eq(interviewQuestions.interviewId, interviewId), sql`${interviewQuestions.questionId} <> ${questionId}`))
      .orderBy(asc(interviewQuestions.position));
    await db.delete(interviewQuestions).where(eq(interviewQuestions.interviewId, interviewId));
    if (kept.length > 0)
      await db
        .insert(interviewQuestions)
        .values(kept.map((row, index) => ({ interviewId, position: index + 1, questionId: row.questionId })));
  }
  await markListsEdited(db, interviewIds, at);
}

async function markListsEdited(db: Database, interviewIds: number[], at: Date): Promise<void> {
  if (interviewIds.length === 0) return;
  await db.update(interviews).set({ questionsEditedAt: at }).where(inArray(interviews.id, interviewIds));
}

// ─── Scores ──────────────────────────────────────────────────────────────────

/** How many scored answers each question has at each score. */
export async function scoreCounts(db: Database) {
  return db
    .select({
      questionId: questions.id,
      text: questions.text,
      visaType: questions.visaType,
      version: questions.version,
      score: answers.score,
      answers: count(),
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(isNotNull(answers.score))
    .groupBy(questions.id, answers.score)
    .orderBy(asc(questions.visaType), asc(questions.id), asc(answers.score));
}

export async function selectDisputes(db: Database, page: Page) {
  const rows = await db
    .select({
      dispute: scoreDisputes,
      userEmail: users.email,
      interviewName: interviews.name,
      attemptNumber: attempts.attemptNumber,
      question: questions.text,
      transcript: answers.userAnswer,
      score: answers.score,
      feedback: answers.predictedFeedback,
    })
    .from(scoreDisputes)
    .innerJoin(answers, eq(answers.id, scoreDisputes.answerId))
    .innerJoin(users, eq(users.id, scoreDisputes.userId))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(interviewSessions, eq(interviewSessions.id, attempts.sessionId))
    .innerJoin(interviews, eq(interviews.id, interviewSessions.interviewId))
    .orderBy(desc(scoreDisputes.createdAt), asc(scoreDisputes.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return { rows, total: await total(db, scoreDisputes, undefined) };
}

export type DisputeRow = Awaited<ReturnType<typeof selectDisputes>>['rows'][number];
