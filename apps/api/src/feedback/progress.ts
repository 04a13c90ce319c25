import type { InterviewProgress, ProgressResponse } from '@visaready/shared/schemas/feedback';
import type { Database } from '../db/client';
import { practiceProgress } from '../practice/progress';
import { type InterviewScoreRow, progressScoresOfUser } from './repository';

const average = (scores: number[]) => Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;

/** The progress chart: interview scores attempt by attempt, and practice scores per day apart, read in one statement. */
export async function getProgress(db: Database, userId: string): Promise<ProgressResponse> {
  const { interviewScores, practiceScores } = await progressScoresOfUser(db, userId);
  return { status: 'success', data: interviewProgress(interviewScores), practice: practiceProgress(practiceScores) };
}

/** The user's scores attempt by attempt, per interview, overall and per question category. */
function interviewProgress(rows: InterviewScoreRow[]): InterviewProgress[] {
  const interviews = new Map<number, { name: string; attempts: Map<string, { row: InterviewScoreRow; scores: Map<string, number[]> }> }>();
  for (const row of rows) {
    const interview = interviews.get(row.interviewId) ?? { name: row.interviewName, attempts: new Map() };
    interviews.set(row.interviewId, interview);
    const attempt = interview.attempts.get(row.attemptId) ?? { row, scores: new Map<string, number[]>() };
    interview.attempts.set(row.attemptId, attempt);
    const scores = attempt.scores.get(row.category);
    if (scores) scores.push(row.score);
    else attempt.scores.set(row.category, [row.score]);
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
          date: row.at.toISOString(),
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
