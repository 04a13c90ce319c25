import { PRACTICE_MESSAGES } from '@visaready/shared/schemas/practice';
import { badRequest } from '../http/errors';
import { assertAnswerAllowed, practiceAllowance } from './allowance';
import type { PracticeContext } from './context';
import { practisableQuestion } from './get-question';
import { presentDetail } from './presenters';
import { answersToQuestion, closeHints, insertPracticeAnswer, openHints, withPracticeLock } from './repository';

export interface SubmitPracticeAnswer {
  userId: string;
  questionId: number;
  transcript: string;
  correctedTranscript?: string;
  inputMethod: 'voice' | 'typed';
  durationSeconds?: number;
  confidence?: number;
}

/**
 * Scores a practice answer at once and stores it before answering. The corrected transcript, when given, is what is
 * scored; the transcript as typed or heard is kept beside it. Never uses a test; counts against the day's allowance.
 */
export async function submitPracticeAnswer(context: PracticeContext, input: SubmitPracticeAnswer) {
  const question = await practisableQuestion(context, input.questionId);
  const transcript = input.transcript.trim();
  const corrected = input.correctedTranscript?.trim();
  const correction = corrected && corrected !== transcript ? corrected : null;
  const scoredText = correction ?? transcript;
  if (scoredText === '') throw badRequest(PRACTICE_MESSAGES.answerRequired, 'answer_required');
  // Checked before scoring (an LLM call is not free) and again under the lock, where it is decisive.
  assertAnswerAllowed(await practiceAllowance(context, input.userId), context.now());

  const { result, scoredBy } = await context.scorer.score({
    visaType: question.visaType,
    question: question.text,
    modelAnswer: question.modelAnswer,
    keyPoints: question.keyPoints,
    answer: scoredText,
    durationSeconds: input.durationSeconds,
    inputMethod: input.inputMethod === 'typed' ? 'typed' : 'spoken',
    // The recogniser's confidence was about the words it heard; a corrected text is the applicant's own.
    confidence: correction === null && input.inputMethod === 'voice' ? input.confidence : undefined,
  });

  const stored = await withPracticeLock(context.db, input.userId, async (tx) => {
    const allowance = await practiceAllowance({ ...context, db: tx }, input.userId);
    assertAnswerAllowed(allowance, context.now());
    const hints = await openHints(tx, input.userId, question.id);
    const answer = await insertPracticeAnswer(tx, {
      userId: input.userId,
      questionId: question.id,
      inputMethod: input.inputMethod,
      transcript,
      correctedTranscript: correction,
      durationSeconds: input.durationSeconds,
      transcriptConfidence: input.confidence,
      hintsUsed: hints.length,
      score: result.score,
      predictedFeedback: {
        correctness: result.correctness,
        grammar: result.grammar,
        constructive_feedback: result.constructive_feedback,
        score: result.score,
      },
      feedbackDetails: result.details,
      scoredBy,
      createdAt: context.now(),
    });
    await closeHints(tx, input.userId, question.id, answer.id);
    return answer;
  });

  const [answers, allowance] = await Promise.all([
    answersToQuestion(context.db, input.userId, question.id),
    practiceAllowance(context, input.userId),
  ]);
  return { ...presentDetail(question, [], answers, allowance), answer_id: stored.id };
}
