import type { PracticeProgress } from '@visaready/shared/schemas/feedback';
import type { PracticeScoreRow } from '../feedback/repository';

const average = (scores: number[]) => Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;

/**
 * Practice scores (oldest first) per UTC day, overall and per question category: the progress chart's practice
 * series (read with the interview scores, feedback/repository.ts).
 */
export function practiceProgress(scores: PracticeScoreRow[]): PracticeProgress {
  const days = new Map<string, Map<string, number[]>>();
  for (const row of scores) {
    const date = row.at.toISOString().slice(0, 10);
    const day = days.get(date) ?? new Map<string, number[]>();
    days.set(date, day);
    const scores = day.get(row.category);
    if (scores) scores.push(row.score);
    else day.set(row.category, [row.score]);
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
