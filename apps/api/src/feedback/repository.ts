import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import { answers, attempts, interviewSessions, interviews, type PredictedFeedback, questions, scoreDisputes } from '../db/schema';

/** Data access for answer feedback, attempt consistency flags and score progress. */

export async function pendingAnswersOfAttempt(db: Database, attemptId: string) {
  return db
    .select({
      id: answers.id,
      userAnswer: answers.userAnswer,
      durationSeconds: answers.durationSeconds,
      inputMethod: answers.inputMethod,
      confidence: answers.transcriptConfidence,
      question: questions.text,
      modelAnswer: questions.modelAnswer,
      keyPoints: questions.keyPoints,
      visaType: questions.visaType,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(answers.attemptId, attemptId), inArray(answers.feedbackStatus, ['pending', 'failed'])));
}

/** Stores feedback unless another run already did: the first stored result stays, so repeats change nothing. */
export async function storeFeedback(
  db: Database,
  answerId: string,
  feedback: { predictedFeedback: PredictedFeedback; score: number; details: unknown; scoredBy: string; at: Date },
) {
  await db
    .update(answers)
    .set({
      predictedFeedback: feedback.predictedFeedback,
      score: feedback.score,
      feedbackDetails: feedback.details,
      feedbackStatus: 'done',
      scoredBy: feedback.scoredBy,
      scoredAt: feedback.at,
    })
    .where(and(eq(answers.id, answerId), ne(answers.feedbackStatus, 'done')));
}

export async function findAttempt(db: Database, attemptId: string) {
  const [row] = await db.select({ id: attempts.id, status: attempts.status }).from(attempts).where(eq(attempts.id, attemptId));
  return row;
}

export async function answersOfAttempt(db: Database, attemptId: string) {
  return db
    .select({ questionId: answers.questionId, userAnswer: answers.userAnswer })
    .from(answers)
    .where(eq(answers.attemptId, attemptId))
    .orderBy(asc(answers.answeredAt), asc(answers.questionId));
}

export async function storeConsistencyFlags(
  db: Database,
  attemptId: string,
  flags: Array<{ fact: string; values: string[]; questionIds: number[] }>,
) {
  await db.update(attempts).set({ consistencyFlags: flags }).where(eq(attempts.id, attemptId));
}

const scoredAnswersOfUserQuery = preparedFor((db) => {
  // The user's sessions numbered per interview in start order (Test-1, Test-2…, as the attempts screen numbers them).
  const sessions = db
    .select({
      id: interviewSessions.id,
      interviewId: interviewSessions.interviewId,
      createdAt: interviewSessions.createdAt,
      testNumber:
        sql<number>`(row_number() over (partition by ${interviewSessions.interviewId} order by ${interviewSessions.createdAt}))::int`.as(
          'test_number',
        ),
    })
    .from(interviewSessions)
    .where(eq(interviewSessions.userId, sql.placeholder('userId')))
    .as('numbered_sessions');
  return db
    .select({
      interviewId: sessions.interviewId,
      interviewName: interviews.name,
      sessionId: sessions.id,
      sessionCreatedAt: sessions.createdAt,
      testNumber: sessions.testNumber,
      attemptId: attempts.id,
      attemptNumber: attempts.attemptNumber,
      attemptCreatedAt: attempts.createdAt,
      completedAt: attempts.completedAt,
      category: questions.category,
      score: answers.score,
    })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(sessions, eq(sessions.id, attempts.sessionId))
    .innerJoin(interviews, eq(interviews.id, sessions.interviewId))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(isNotNull(answers.score))
    .orderBy(asc(interviews.sortOrder), asc(interviews.id), asc(sessions.createdAt), asc(attempts.attemptNumber))
    .prepare('feedback_scored_answers_of_user');
});

/**
 * Every scored answer of the user's sessions, with what the progress chart groups it by and its session's test number
 * among the user's sessions of that interview (sessions without a scored answer count too).
 */
export async function scoredAnswersOfUser(db: Database, userId: string) {
  return scoredAnswersOfUserQuery(db).execute({ userId });
}

/** An answer of one of the user's own attempts, with its score (null until scored). */
export async function findOwnedAnswer(db: Database, userId: string, answerId: string) {
  const [row] = await db
    .select({ id: answers.id, score: answers.score })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(interviewSessions, eq(interviewSessions.id, attempts.sessionId))
    .where(and(eq(answers.id, answerId), eq(interviewSessions.userId, userId)));
  return row;
}

/** Stores a score dispute once per answer; a second report of the same answer keeps the first. */
export async function insertScoreDispute(db: Database, values: { answerId: string; userId: string; comment: string | null }) {
  await db.insert(scoreDisputes).values(values).onConflictDoNothing({ target: scoreDisputes.answerId });
}
