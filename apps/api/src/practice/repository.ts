import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { practiceAnswers, practiceHints } from '../db/schema';

/** Data access for practice answers and the hints revealed before them. Every query is scoped to one user. */

export type PracticeAnswerRow = typeof practiceAnswers.$inferSelect;

/**
 * Runs `work` in a transaction holding the user's practice lock, so two answers submitted at once are counted
 * against the daily limit one after the other (PostgreSQL would otherwise let both read the same count).
 */
export async function withPracticeLock<T>(db: Database, userId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`practice:${userId}`}, 0))`);
    return work(tx);
  });
}

export async function countAnswersSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ answers: count() })
    .from(practiceAnswers)
    .where(and(eq(practiceAnswers.userId, userId), gte(practiceAnswers.createdAt, since)));
  return row?.answers ?? 0;
}

export async function insertPracticeAnswer(db: Database, values: typeof practiceAnswers.$inferInsert): Promise<PracticeAnswerRow> {
  const [row] = await db.insert(practiceAnswers).values(values).returning();
  if (!row) throw new Error('practice answer insert returned nothing');
  return row;
}

/** The user's answers to one question, oldest first. */
export async function answersToQuestion(db: Database, userId: string, questionId: number): Promise<PracticeAnswerRow[]> {
  return db
    .select()
    .from(practiceAnswers)
    .where(and(eq(practiceAnswers.userId, userId), eq(practiceAnswers.questionId, questionId)))
    .orderBy(asc(practiceAnswers.createdAt), asc(practiceAnswers.id));
}

/** Per question the user practised: answers given, best score, and the latest answer's score and time. */
export async function practiceStatsByQuestion(db: Database, userId: string) {
  const rows = await db
    .select({
      questionId: practiceAnswers.questionId,
      attempts: count(),
      best: sql<number>`max(${practiceAnswers.score})::int`,
      latest: sql<number>`(array_agg(${practiceAnswers.score} order by ${practiceAnswers.createdAt} desc))[1]::int`,
      latestAt: sql<string>`max(${practiceAnswers.createdAt})`,
    })
    .from(practiceAnswers)
    .where(eq(practiceAnswers.userId, userId))
    .groupBy(practiceAnswers.questionId);
  return rows.map((row) => ({ ...row, latestAt: new Date(row.latestAt) }));
}

/** The key points revealed for the user's next answer to the question, in the order shown. */
export async function openHints(db: Database, userId: string, questionId: number): Promise<number[]> {
  const rows = await db
    .select({ keyPointIndex: practiceHints.keyPointIndex })
    .from(practiceHints)
    .where(and(eq(practiceHints.userId, userId), eq(practiceHints.questionId, questionId), isNull(practiceHints.answerId)))
    .orderBy(asc(practiceHints.keyPointIndex));
  return rows.map((row) => row.keyPointIndex);
}

/** Records a revealed key point once per round; a repeat of the same reveal changes nothing. */
export async function insertOpenHint(db: Database, values: { userId: string; questionId: number; keyPointIndex: number; at: Date }) {
  await db
    .insert(practiceHints)
    .values({ userId: values.userId, questionId: values.questionId, keyPointIndex: values.keyPointIndex, revealedAt: values.at })
    .onConflictDoNothing();
}

/** Hands the round's revealed hints to the answer just scored, so the next round starts without hints. */
export async function closeHints(db: Database, userId: string, questionId: number, answerId: string) {
  await db
    .update(practiceHints)
    .set({ answerId })
    .where(and(eq(practiceHints.userId, userId), eq(practiceHints.questionId, questionId), isNull(practiceHints.answerId)));
}
