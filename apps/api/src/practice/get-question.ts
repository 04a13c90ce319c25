import { PRACTICE_MESSAGES } from '@visaready/shared/schemas/practice';
import { notFound } from '../http/errors';
import { type BankQuestionRow, findBankQuestion } from '../interviews/repository';
import { practiceAllowance } from './allowance';
import type { PracticeContext } from './context';
import { presentDetail } from './presenters';
import { answersToQuestion, openHints } from './repository';

/** A bank question as asked today, or the practice-specific 404. */
export async function practisableQuestion(context: PracticeContext, questionId: number): Promise<BankQuestionRow> {
  const question = await findBankQuestion(context.db, questionId);
  if (!question) throw notFound(PRACTICE_MESSAGES.questionNotFound, 'practice_question_not_found');
  return question;
}

/** One question to practise: the hints revealed for the next answer, every answer so far (best marked), the allowance. */
export async function getPracticeQuestion(context: PracticeContext, input: { userId: string; questionId: number }) {
  const allowance = await practiceAllowance(context, input.userId);
  const question = await practisableQuestion(context, input.questionId);
  const [hints, answers] = await Promise.all([
    openHints(context.db, input.userId, question.id),
    answersToQuestion(context.db, input.userId, question.id),
  ]);
  return presentDetail(question, hints, answers, allowance);
}
