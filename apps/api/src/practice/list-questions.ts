import { PRACTICE_MESSAGES, type PracticeQuestionSummary } from '@visaready/shared/schemas/practice';
import { badRequest } from '../http/errors';
import { latestInterviewScores, listBankQuestions } from '../interviews/repository';
import { practiceAllowance } from './allowance';
import type { PracticeContext } from './context';
import { presentSummary, presentUsage } from './presenters';
import { practiceStatsByQuestion } from './repository';

/** How many questions "lowest scored" offers: enough for a session, few enough to focus on. */
export const LOWEST_SCORED_COUNT = 10;

export interface ListPracticeQuestions {
  userId: string;
  source: 'bank' | 'lowest';
  visaType?: string;
  category?: string;
}

/**
 * Questions to practise: the banks' current questions of a visa type and category, or those the user scored lowest
 * on, lowest first, judged by their latest score for each question (in practice or in an interview), so a question
 * drops off the list once it is practised to a better score.
 */
export async function listPracticeQuestions(context: PracticeContext, input: ListPracticeQuestions) {
  const allowance = await practiceAllowance(context, input.userId);
  const [bank, practised, interviewed] = await Promise.all([
    listBankQuestions(context.db),
    practiceStatsByQuestion(context.db, input.userId),
    latestInterviewScores(context.db, input.userId),
  ]);

  const visaTypes = new Map<string, Set<string>>();
  for (const question of bank) visaTypes.set(question.visaType, (visaTypes.get(question.visaType) ?? new Set()).add(question.category));
  if (input.category !== undefined) {
    const known =
      input.visaType === undefined
        ? [...visaTypes.values()].some((set) => set.has(input.category as string))
        : visaTypes.get(input.visaType)?.has(input.category);
    if (!known) throw badRequest(PRACTICE_MESSAGES.categoryUnknown, 'unknown_category');
  }

  const latest = new Map<number, { score: number; at: Date }>();
  for (const row of interviewed) latest.set(row.questionId, { score: row.score, at: row.at });
  for (const row of practised) {
    const earlier = latest.get(row.questionId);
    if (!earlier || row.latestAt > earlier.at) latest.set(row.questionId, { score: row.latest, at: row.latestAt });
  }
  const stats = new Map(practised.map((row) => [row.questionId, row]));

  const matching = bank.filter(
    (question) =>
      (input.visaType === undefined || question.visaType === input.visaType) &&
      (input.category === undefined || question.category === input.category),
  );
  const chosen =
    input.source === 'lowest'
      ? matching
          .filter((question) => latest.has(question.id))
          .sort((a, b) => (latest.get(a.id)?.score ?? 0) - (latest.get(b.id)?.score ?? 0) || a.id - b.id)
          .slice(0, LOWEST_SCORED_COUNT)
      : matching;

  const questions: PracticeQuestionSummary[] = chosen.map((question) =>
    presentSummary(question, {
      attempts: stats.get(question.id)?.attempts ?? 0,
      best: stats.get(question.id)?.best ?? null,
      latest: latest.get(question.id)?.score ?? null,
    }),
  );
  return {
    questions,
    visa_types: [...visaTypes.entries()].map(([visaType, categories]) => ({ visa_type: visaType, categories: [...categories].sort() })),
    usage: presentUsage(allowance),
  };
}
