import type { PracticeProgress } from '@visaready/shared/schemas/feedback';
import type { Database } from '../db/client';
import { findQuestionsByIds } from '../interviews/repository';
import { practiceScoresOfUser } from './repository';

const average = (scores: number[]) => Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;

/** The user's practice scores per UTC day, overall and per question category: the progress chart's practice series. */
export async function practiceProgress(db: Database, userId: string): Promise<PracticeProgress> {
  const scores = await practiceScoresOfUser(db, userId);
  const questions = await findQuestionsByIds(db, [...new Set(scores.map((row) => row.questionId))]);
  const categoryOf = new Map(questions.map((question) => [question.id, question.category]));

  const days = new Map<string, Map<string, number[]>>();
  for (const row of scores) {
    const date = row.createdAt.toISOString().slice(0, 10);
    const day = days.get(date) ?? new Map<string, number[]>();
    days.set(date, day);
    const category = categoryOf.get(row.questionId) ?? 'other';
    day.set(category, [...(day.get(category) ?? []), row.score]);
  }
  const ordered = [...days.entries()];
  const categories = [...new Set(ordered.flatMap(([, day]) => [...day.keys()]))].sort();
  return {
    days: ordered.map(([date, day]) => {
      const all = [...day.values()].flat();
      return { date, average_score: average(all), scored_answers: all.length };
    }),
    categories: categories.map((category) => ({
      category,
      scores: ordered.map(([, day]) => {
        const list = day.get(category);
        return list ? average(list) : null;
      }),
    })),
  };
}
