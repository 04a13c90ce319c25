import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import {
  answers,
  attempts,
  interviewSessions,
  interviews,
  type PredictedFeedback,
  practiceAnswers,
  questions,
  scoreDisputes,
} from '../db/schema';

/** Data access for answer feedback, attempt consistency flags and score progress (interview and practice scores). */

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

/** The progress chart's two series: scored interview answers and practice answers. */
type ProgressSeries = 'interview' | 'practice';

const progressScoresQuery = preparedFor((db) => {
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
  // Both series share one row shape (a union's rows must): practice rows leave the interview columns null.
  const interviewScores = db
    .select({
      series: sql<ProgressSeries>`'interview'`.as('series'),
      interviewSortOrder: sql<number | null>`${interviews.sortOrder}`.as('interview_sort_order'),
      interviewId: sql<number | null>`${sessions.interviewId}`.as('interview_id'),
      interviewName: sql<string | null>`${interviews.name}`.as('interview_name'),
      sessionId: sql<string | null>`${sessions.id}`.as('session_id'),
      // Ordered by, not read: the driver's text is enough.
      sessionCreatedAt: sql<string | null>`${sessions.createdAt}`.as('session_created_at'),
      testNumber: sql<number | null>`${sessions.testNumber}`.as('test_number'),
      attemptId: sql<string | null>`${attempts.id}`.as('attempt_id'),
      attemptNumber: sql<number | null>`${attempts.attemptNumber}`.as('attempt_number'),
      at: sql<Date>`coalesce(${attempts.completedAt}, ${attempts.createdAt})`.mapWith(attempts.createdAt).as('at'),
      category: sql<string>`${questions.category}`.as('category'),
      score: sql<number>`${answers.score}`.as('score'),
    })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .innerJoin(sessions, eq(sessions.id, attempts.sessionId))
    .innerJoin(interviews, eq(interviews.id, sessions.interviewId))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(isNotNull(answers.score));
  const practiceScores = db
    .select({
      series: sql<ProgressSeries>`'practice'`,
      interviewSortOrder: sql<number | null>`null::integer`,
      interviewId: sql<number | null>`null::integer`,
      interviewName: sql<string | null>`null::text`,
      sessionId: sql<string | null>`null::uuid`,
      sessionCreatedAt: sql<string | null>`null::timestamptz`,
      testNumber: sql<number | null>`null::integer`,
      attemptId: sql<string | null>`null::uuid`,
      attemptNumber: sql<number | null>`null::integer`,
      at: sql<Date>`${practiceAnswers.createdAt}`,
      category: sql<string>`${questions.category}`,
      score: sql<number>`${practiceAnswers.score}::integer`,
    })
    .from(practiceAnswers)
    .innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .where(eq(practiceAnswers.userId, sql.placeholder('userId')));
  // Interview rows first, in catalogue, session and attempt order; then practice rows, oldest first.
  return interviewScores
    .unionAll(practiceScores)
    .orderBy(({ series, interviewSortOrder, interviewId, sessionCreatedAt, attemptNumber, at }) => [
      series,
      interviewSortOrder,
      interviewId,
      sessionCreatedAt,
      attemptNumber,
      at,
    ])
    .prepare('feedback_progress_scores_of_user');
});

/** A scored interview answer, with what the progress chart groups it by. */
export interface InterviewScoreRow {
  interviewId: number;
  interviewName: string;
  sessionId: string;
  /** The session's number among the user's sessions of its interview (sessions without a scored answer count too). */
  testNumber: number;
  attemptId: string;
  attemptNumber: number;
  /** When the attempt was completed, or started while it is not. */
  at: Date;
  category: string;
  score: number;
}

/** A practice answer's score, with its question's category. */
export interface PracticeScoreRow {
  at: Date;
  category: string;
  score: number;
}

/**
 * Everything the progress chart shows, in one statement: every scored answer of the user's interview sessions in
 * catalogue, session and attempt order, and every practice answer oldest first.
 */
export async function progressScoresOfUser(
  db: Database,
  userId: string,
): Promise<{ interviewScores: InterviewScoreRow[]; practiceScores: PracticeScoreRow[] }> {
  const interviewScores: InterviewScoreRow[] = [];
  const practiceScores: PracticeScoreRow[] = [];
  for (const row of await progressScoresQuery(db).execute({ userId })) {
    if (row.series === 'practice') practiceScores.push({ at: row.at, category: row.category, score: row.score });
    // An interview row carries every interview column; only practice rows leave them null.
    else interviewScores.push(row as InterviewScoreRow);
  }
  return { interviewScores, practiceScores };
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
