import type { InterviewProgress } from '@visaready/shared/schemas/feedback';
import type { Database } from '../db/client';
import { scoredAnswersOfUser } from './repository';

const average = (scores: number[]) => Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;

/** The user's scores attempt by attempt, per interview, overall and per question category. */
export async function getProgress(db: Database, userId: string): Promise<InterviewProgress[]> {
  const rows = await scoredAnswersOfUser(db, userId);

  const interviews = new Map<
    number,
    { name: string; attempts: Map<string, { row: (typeof rows)[number]; scores: Map<string, number[]> }> }
  >();
  for (const row of rows) {
    const interview = interviews.get(row.interviewId) ?? { name: row.interviewName, attempts: new Map() };
    interviews.set(row.interviewId, interview);
    const attempt = interview.attempts.get(row.attemptId) ?? { row, scores: new Map<string, number[]>() };
    interview.attempts.set(row.attemptId, attempt);
    attempt.scores.set(row.category, [...(attempt.scores.get(row.category) ?? []), row.score as number]);
  }

  return [...interviews.entries()].map(([interviewId, interview]) => {
    const attempts = [...interview.attempts.values()];
    const categories = [...new Set(attempts.flatMap((attempt) => [...attempt.scores.keys()]))].sort();
    return {
      interview_id: interviewId,
      interview_name: interview.name,
      attempts: attempts.map(({ row, scores }) => {
        const all = [...scores.values()].flat();
        return {
          session_id: row.sessionId,
          child_session_id: row.attemptId,
          test_number: row.testNumber,
          retry_count: row.attemptNumber,
          date: (row.completedAt ?? row.attemptCreatedAt).toISOString(),
          average_score: average(all),
          scored_answers: all.length,
        };
      }),
      categories: categories.map((category) => ({
        category,
        scores: attempts.map(({ scores }) => {
          const list = scores.get(category);
          return list ? average(list) : null;
        }),
      })),
    };
  });
}
