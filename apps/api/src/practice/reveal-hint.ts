import { PRACTICE_MESSAGES } from '@visaready/shared/schemas/practice';
import { conflict } from '../http/errors';
import { practiceAllowance } from './allowance';
import type { PracticeContext } from './context';
import { practisableQuestion } from './get-question';
import { insertOpenHint, openHints } from './repository';

/**
 * "Show a hint": reveals the question's next key point and records it, so the next answer is scored and shown as
 * helped by that many hints. Revealing does not count against the daily allowance (only answers do).
 */
export async function revealHint(context: PracticeContext, input: { userId: string; questionId: number }) {
  await practiceAllowance(context, input.userId);
  const question = await practisableQuestion(context, input.questionId);
  const shown = new Set(await openHints(context.db, input.userId, question.id));
  const next = question.keyPoints.findIndex((_point, index) => !shown.has(index));
  if (next === -1) throw conflict(PRACTICE_MESSAGES.noMoreHints, 'no_more_hints');
  await insertOpenHint(context.db, { userId: input.userId, questionId: question.id, keyPointIndex: next, at: context.now() });
  const hints = await openHints(context.db, input.userId, question.id);
  return {
    hint: question.keyPoints[next] as string,
    hints: hints.map((index) => question.keyPoints[index]).filter((hint): hint is string => hint !== undefined),
    key_point_count: question.keyPoints.length,
  };
}
