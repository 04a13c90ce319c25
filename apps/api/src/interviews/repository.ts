import { and, asc, eq, gt, inArray, isNull, lt, or, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import {
  answers,
  attemptQuestions,
  attempts,
  interviewQuestions,
  interviewSessions,
  interviews,
  type PredictedFeedback,
  questions,
  scoreDisputes,
  subscriptionLicences,
  subscriptions,
} from '../db/schema';

/** Data access for interviews, sessions, attempts and answers. Every session lookup is scoped to its owner. */

const ACTIVE = 'Active';

export type InterviewRow = Omit<typeof interviews.$inferSelect, 'questionsEditedAt'> & { numQuestions: number };
export type SessionRow = typeof interviewSessions.$inferSelect & { interviewName: string };
export type AttemptRow = typeof attempts.$inferSelect;

const questionCount = sql<number>`(select count(*)::int from ${interviewQuestions} where ${interviewQuestions.interviewId} = ${interviews.id})`;

const interviewColumns = {
  id: interviews.id,
  slug: interviews.slug,
  name: interviews.name,
  description: interviews.description,
  visaType: interviews.visaType,
  sortOrder: interviews.sortOrder,
  active: interviews.active,
  createdAt: interviews.createdAt,
  numQuestions: questionCount,
};

/** What the catalogue shows of an interview. */
export type CatalogueInterviewRow = Pick<InterviewRow, 'id' | 'name' | 'description' | 'visaType' | 'numQuestions'>;

export async function findActiveInterview(db: Database, interviewId: number): Promise<InterviewRow | undefined> {
  const [row] = await db
    .select(interviewColumns)
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.active, true)));
  return row;
}

const usableSubscription = (userId: string | Placeholder, now: Date | Placeholder) =>
  and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.status, ACTIVE),
    or(isNull(subscriptions.expiryDate), gt(subscriptions.expiryDate, now)),
  );

/** Whether the user ever held a licence for the interview or started it: only then may they read its model answers. */
export async function holdsInterview(db: Database, userId: string, interviewId: number): Promise<boolean> {
  const [licence] = await db
    .select({ interviewId: subscriptionLicences.interviewId })
    .from(subscriptionLicences)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionLicences.subscriptionId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptionLicences.interviewId, interviewId)))
    .limit(1);
  if (licence) return true;
  const [session] = await db
    .select({ id: interviewSessions.id })
    .from(interviewSessions)
    .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.interviewId, interviewId)))
    .limit(1);
  return session !== undefined;
}

const activeCatalogue = preparedFor((db) =>
  db
    .select({
      id: interviews.id,
      name: interviews.name,
      description: interviews.description,
      visaType: interviews.visaType,
      numQuestions: questionCount,
    })
    .from(interviews)
    .where(eq(interviews.active, true))
    .orderBy(asc(interviews.sortOrder), asc(interviews.id))
    .prepare('interviews_active_catalogue'),
);

/** The active interviews in catalogue order. */
export async function listActiveCatalogue(db: Database): Promise<CatalogueInterviewRow[]> {
  return activeCatalogue(db).execute();
}

// Through the user's subscriptions (indexed by user), never through every licence of an interview.
const licenceTotalsOfUser = preparedFor((db) =>
  db
    .select({
      interviewId: subscriptionLicences.interviewId,
      total: sql<number>`sum(${subscriptionLicences.testsTotal})::int`,
      remaining: sql<number>`sum(${subscriptionLicences.testsRemaining})::int`,
    })
    .from(subscriptions)
    .innerJoin(subscriptionLicences, eq(subscriptionLicences.subscriptionId, subscriptions.id))
    .where(usableSubscription(sql.placeholder('userId'), sql.placeholder('now')))
    .groupBy(subscriptionLicences.interviewId)
    .prepare('interviews_licence_totals_of_user'),
);

/** Per interview, the tests the user bought and has left over their Active, unexpired subscriptions. */
export async function listLicenceTotalsOfUser(
  db: Database,
  userId: string,
  now: Date,
): Promise<Array<{ interviewId: number; total: number; remaining: number }>> {
  return licenceTotalsOfUser(db).execute({ userId, now: now.toISOString() });
}

/**
 * Takes one test from a usable licence. The outer `tests_remaining > 0` is re-checked by PostgreSQL after a
 * concurrent update of the same row commits, so two starts racing for the last test cannot both win.
 */
export async function takeLicence(db: Database, userId: string, interviewId: number, now: Date): Promise<string | null> {
  const candidates = await db
    .select({ subscriptionId: subscriptionLicences.subscriptionId })
    .from(subscriptionLicences)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionLicences.subscriptionId))
    .where(
      and(usableSubscription(userId, now), eq(subscriptionLicences.interviewId, interviewId), gt(subscriptionLicences.testsRemaining, 0)),
    )
    // Use the licence that expires first, so tests are not lost to an expiry.
    .orderBy(sql`${subscriptions.expiryDate} asc nulls last`, asc(subscriptions.createdAt));
  for (const candidate of candidates) {
    const [taken] = await db
      .update(subscriptionLicences)
      .set({ testsRemaining: sql`${subscriptionLicences.testsRemaining} - 1` })
      .where(
        and(
          eq(subscriptionLicences.subscriptionId, candidate.subscriptionId),
          eq(subscriptionLicences.interviewId, interviewId),
          gt(subscriptionLicences.testsRemaining, 0),
        ),
      )
      .returning({ subscriptionId: subscriptionLicences.subscriptionId });
    if (taken) return taken.subscriptionId;
  }
  return null;
}

/**
 * Deletes the user's sessions started before `startedBefore` whose first attempt never showed a question, and
 * returns each one's test to its licence. DELETE … RETURNING hands a row to one caller only, so a test is
 * never returned twice.
 */
/**
 * Deletes the sessions started before `startedBefore` that never showed a question and hold no answer (for one
 * user, or for all), returning each one's test to its licence. An answered session is never deleted.
 */
export async function reclaimUnshownStarts(db: Database, userId: string | undefined, startedBefore: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const reclaimed = await tx
      .delete(interviewSessions)
      .where(
        and(
          userId === undefined ? undefined : eq(interviewSessions.userId, userId),
          lt(interviewSessions.createdAt, startedBefore),
          sql`not exists (select 1 from ${attempts} where ${attempts.sessionId} = ${interviewSessions.id} and (${attempts.firstQuestionShownAt} is not null or ${attempts.attemptNumber} > 1))`,
          sql`not exists (select 1 from ${answers} inner join ${attempts} on ${attempts.id} = ${answers.attemptId} where ${attempts.sessionId} = ${interviewSessions.id})`,
        ),
      )
      .returning({ subscriptionId: interviewSessions.subscriptionId, interviewId: interviewSessions.interviewId });
    for (const session of reclaimed) {
      if (!session.subscriptionId) continue;
      await tx
        .update(subscriptionLicences)
        .set({ testsRemaining: sql`least(${subscriptionLicences.testsRemaining} + 1, ${subscriptionLicences.testsTotal})` })
        .where(
          and(eq(subscriptionLicences.subscriptionId, session.subscriptionId), eq(subscriptionLicences.interviewId, session.interviewId)),
        );
    }
    return reclaimed.length;
  });
}

export async function insertSession(db: Database, values: typeof interviewSessions.$inferInsert) {
  const [row] = await db.insert(interviewSessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** Creates attempt `attemptNumber` with its question list copied from the interview as it is now. */
export async function insertAttemptWithQuestions(db: Database, sessionId: string, interviewId: number, attemptNumber: number) {
  const [attempt] = await db.insert(attempts).values({ sessionId, attemptNumber }).returning();
  if (!attempt) throw new Error('attempt insert returned nothing');
  await db.execute(sql`
    insert into ${attemptQuestions} (attempt_id, position, question_id)
    select ${attempt.id}, ${interviewQuestions.position}, ${interviewQuestions.questionId}
    from ${interviewQuestions} where ${interviewQuestions.interviewId} = ${interviewId}`);
  return attempt;
}

const sessionColumns = {
  id: interviewSessions.id,
  userId: interviewSessions.userId,
  interviewId: interviewSessions.interviewId,
  subscriptionId: interviewSessions.subscriptionId,
  status: interviewSessions.status,
  createdAt: interviewSessions.createdAt,
  updatedAt: interviewSessions.updatedAt,
  interviewName: interviews.name,
};

export async function findOwnedSession(db: Database, userId: string, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(interviewSessions)
    .innerJoin(interviews, eq(interviews.id, interviewSessions.interviewId))
    .where(and(eq(interviewSessions.id, sessionId), eq(interviewSessions.userId, userId)));
  return row;
}

export async function findOwnedAttempt(db: Database, userId: string, attemptId: string) {
  const [row] = await db
    .select({ attempt: attempts, session: sessionColumns })
    .from(attempts)
    .innerJoin(interviewSessions, eq(interviewSessions.id, attempts.sessionId))
    .innerJoin(interviews, eq(interviews.id, interviewSessions.interviewId))
    .where(and(eq(attempts.id, attemptId), eq(interviewSessions.userId, userId)));
  return row;
}

export async function listAttempts(db: Database, sessionIds: string[]): Promise<AttemptRow[]> {
  if (sessionIds.length === 0) return [];
  return db.select().from(attempts).where(inArray(attempts.sessionId, sessionIds)).orderBy(asc(attempts.attemptNumber));
}

/** What the sessions list shows of a session. */
export type SessionSummaryRow = Pick<SessionRow, 'id' | 'interviewId' | 'interviewName' | 'status' | 'createdAt'>;
/** What the sessions list shows of an attempt. */
export type AttemptSummaryRow = Pick<AttemptRow, 'id' | 'attemptNumber' | 'status' | 'createdAt' | 'completedAt'>;

export interface AttemptProgress {
  attempt: AttemptSummaryRow;
  totalQuestions: number;
  answeredQuestions: number;
  /** Sum and count of the scored answers' scores (whole numbers), for averages. */
  scoreSum: number;
  scoreCount: number;
}

const sessionsWithAttemptsOfUser = preparedFor((db) => {
  // Per attempt: its answers and their scores, read through the answers' attempt index (every answer is to one of
  // the attempt's questions, so they need no join with them).
  const progress = db
    .select({
      answeredQuestions: sql<number>`count(*)::int`.as('answered_questions'),
      scoreSum: sql<number>`coalesce(sum(${answers.score}), 0)::int`.as('score_sum'),
      scoreCount: sql<number>`count(${answers.score})::int`.as('score_count'),
    })
    .from(answers)
    .where(eq(answers.attemptId, attempts.id))
    .as('attempt_progress');
  const totalQuestions = sql<number>`(select count(*)::int from ${attemptQuestions} where ${attemptQuestions.attemptId} = ${attempts.id})`;
  return db
    .select({
      session: {
        id: interviewSessions.id,
        interviewId: interviewSessions.interviewId,
        interviewName: interviews.name,
        status: interviewSessions.status,
        createdAt: interviewSessions.createdAt,
      },
      attempt: {
        id: attempts.id,
        attemptNumber: attempts.attemptNumber,
        status: attempts.status,
        createdAt: attempts.createdAt,
        completedAt: attempts.completedAt,
      },
      totalQuestions,
      answeredQuestions: progress.answeredQuestions,
      scoreSum: progress.scoreSum,
      scoreCount: progress.scoreCount,
    })
    .from(interviewSessions)
    .innerJoin(interviews, eq(interviews.id, interviewSessions.interviewId))
    .leftJoin(attempts, eq(attempts.sessionId, interviewSessions.id))
    .leftJoinLateral(progress, sql`true`)
    .where(eq(interviewSessions.userId, sql.placeholder('userId')))
    .orderBy(asc(interviewSessions.createdAt), asc(interviewSessions.id), asc(attempts.attemptNumber))
    .prepare('interviews_sessions_with_attempts_of_user');
});

/**
 * The user's sessions in start order, each with its attempts in order and what each attempt's questions hold
 * (counts, not the questions: the sessions list shows no more), in one statement.
 */
export async function listSessionsWithAttemptsOfUser(
  db: Database,
  userId: string,
): Promise<Array<{ session: SessionSummaryRow; attempts: AttemptProgress[] }>> {
  const sessions = new Map<string, { session: SessionSummaryRow; attempts: AttemptProgress[] }>();
  for (const { session, attempt, ...counts } of await sessionsWithAttemptsOfUser(db).execute({ userId })) {
    const entry = sessions.get(session.id) ?? { session, attempts: [] };
    sessions.set(session.id, entry);
    if (attempt) entry.attempts.push({ attempt, ...counts });
  }
  return [...sessions.values()];
}

export interface AttemptQuestionRow {
  attemptId: string;
  position: number;
  questionId: number;
  category: string;
  text: string;
  modelAnswer: string;
  keyPoints: string[];
  visaType: string;
  answer: {
    id: string;
    userAnswer: string;
    answeredAt: Date;
    feedbackStatus: string;
    predictedFeedback: PredictedFeedback | null;
    score: number | null;
    feedbackDetails: unknown;
    scoredBy: string | null;
    disputed: boolean;
  } | null;
}

/** Each attempt's fixed questions in order, with the answer given to each (if any). */
export async function listAttemptQuestions(db: Database, attemptIds: string[]): Promise<AttemptQuestionRow[]> {
  if (attemptIds.length === 0) return [];
  const rows = await db
    .select({
      attemptId: attemptQuestions.attemptId,
      position: attemptQuestions.position,
      questionId: attemptQuestions.questionId,
      category: questions.category,
      text: questions.text,
      modelAnswer: questions.modelAnswer,
      keyPoints: questions.keyPoints,
      visaType: questions.visaType,
      // No answer, no object: Drizzle gives null for a left-joined table's object when its first column is null.
      answer: {
        id: answers.id,
        userAnswer: answers.userAnswer,
        answeredAt: answers.answeredAt,
        feedbackStatus: answers.feedbackStatus,
        predictedFeedback: answers.predictedFeedback,
        score: answers.score,
        feedbackDetails: answers.feedbackDetails,
        scoredBy: answers.scoredBy,
      },
      disputeId: scoreDisputes.id,
    })
    .from(attemptQuestions)
    .innerJoin(questions, eq(questions.id, attemptQuestions.questionId))
    .leftJoin(answers, and(eq(answers.attemptId, attemptQuestions.attemptId), eq(answers.questionId, attemptQuestions.questionId)))
    .leftJoin(scoreDisputes, eq(scoreDisputes.answerId, answers.id))
    .where(inArray(attemptQuestions.attemptId, attemptIds))
    .orderBy(asc(attemptQuestions.attemptId), asc(attemptQuestions.position));
  return rows.map(({ answer, disputeId, ...question }) => ({ ...question, answer: answer && { ...answer, disputed: disputeId !== null } }));
}

export async function listInterviewQuestions(db: Database, interviewId: number) {
  return db
    .select({
      position: interviewQuestions.position,
      questionId: questions.id,
      category: questions.category,
      text: questions.text,
      modelAnswer: questions.modelAnswer,
    })
    .from(interviewQuestions)
    .innerJoin(questions, eq(questions.id, interviewQuestions.questionId))
    .where(eq(interviewQuestions.interviewId, interviewId))
    .orderBy(asc(interviewQuestions.position));
}

/**
 * Records the first time a question is revealed or an answer taken (next question, the question list of a session,
 * a submitted answer, completing the attempt); only then does the attempt count as used.
 */
export async function markFirstQuestionShown(db: Database, attempt: Pick<AttemptRow, 'id' | 'firstQuestionShownAt'>, at: Date) {
  // Once stamped, reading the questions again is a read: no statement is sent.
  if (attempt.firstQuestionShownAt) return;
  await db
    .update(attempts)
    .set({ firstQuestionShownAt: at })
    .where(and(eq(attempts.id, attempt.id), isNull(attempts.firstQuestionShownAt)));
}

/** Stores an answer once per attempt and question; a repeated submit keeps the first. Returns the stored row. */
export async function insertAnswerOnce(db: Database, values: typeof answers.$inferInsert) {
  await db
    .insert(answers)
    .values(values)
    .onConflictDoNothing({ target: [answers.attemptId, answers.questionId] });
  const [stored] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.attemptId, values.attemptId), eq(answers.questionId, values.questionId)));
  if (!stored) throw new Error('answer was not stored');
  return stored;
}

/** Completes an attempt (and so its session) once; returns false when it was already completed. */
export async function completeAttempt(db: Database, attemptId: string, sessionId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(attempts)
      .set({ status: 'completed', completedAt: at })
      .where(and(eq(attempts.id, attemptId), eq(attempts.status, 'in progress')))
      .returning({ id: attempts.id });
    await tx.update(interviewSessions).set({ status: 'completed', updatedAt: at }).where(eq(interviewSessions.id, sessionId));
    return Boolean(updated);
  });
}

export async function setSessionStatus(db: Database, sessionId: string, status: string, at: Date) {
  await db.update(interviewSessions).set({ status, updatedAt: at }).where(eq(interviewSessions.id, sessionId));
}

// ─── The question banks, for practice ───────────────────────────────────────

export type BankQuestionRow = Pick<typeof questions.$inferSelect, 'id' | 'visaType' | 'category' | 'text' | 'modelAnswer' | 'keyPoints'>;

const bankColumns = {
  id: questions.id,
  visaType: questions.visaType,
  category: questions.category,
  text: questions.text,
  modelAnswer: questions.modelAnswer,
  keyPoints: questions.keyPoints,
};

/** The questions asked today (not retired or replaced), by visa type and category. */
export async function listBankQuestions(db: Database): Promise<BankQuestionRow[]> {
  return db
    .select(bankColumns)
    .from(questions)
    .where(isNull(questions.retiredAt))
    .orderBy(asc(questions.visaType), asc(questions.category), asc(questions.id));
}

/** One question of the banks as asked today; undefined when it does not exist or was retired or replaced. */
export async function findBankQuestion(db: Database, questionId: number): Promise<BankQuestionRow | undefined> {
  const [row] = await db
    .select(bankColumns)
    .from(questions)
    .where(and(eq(questions.id, questionId), isNull(questions.retiredAt)));
  return row;
}

/** The user's latest scored interview answer to each question they were asked. */
export async function latestInterviewScores(db: Database, userId: string): Promise<Array<{ questionId: number; score: number; at: Date }>> {
  const rows = await db
    .selectDistinctOn([answers.questionId], { questionId: answers.questionId, score: answers.score, at: answers.answeredAt })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(interviewSessions, eq(interviewSessions.id, attempts.sessionId))
    .where(and(eq(interviewSessions.userId, userId), sql`${answers.score} is not null`))
    .orderBy(asc(answers.questionId), sql`${answers.answeredAt} desc`);
  return rows.map((row) => ({ questionId: row.questionId, score: row.score as number, at: row.at }));
}
