import type { Database } from '../db/client';
import { checkAttemptConsistency } from './check-consistency';
import { findAttempt, pendingAnswersOfAttempt, storeFeedback } from './repository';
import type { AnswerScorer } from './scorer';

/**
 * Fills feedback for every answer of the attempt still waiting for it and, once the attempt is completed, checks
 * its answers for contradictions. Idempotent: scored answers are skipped and the check recomputes the same flags,
 * so duplicate jobs (submit, complete, question_feed, a retry) are harmless.
 */
export async function scoreAttempt(db: Database, scorer: AnswerScorer, attemptId: string, now: () => Date = () => new Date()) {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt) return { scored: 0 };
  const pending = await pendingAnswersOfAttempt(db, attemptId);
  for (const answer of pending) {
    const { result, scoredBy } = await scorer.score({
      visaType: answer.visaType,
      question: answer.question,
      modelAnswer: answer.modelAnswer,
      keyPoints: answer.keyPoints,
      answer: answer.userAnswer,
      durationSeconds: answer.durationSeconds ?? undefined,
      // A typed answer has no speaking pace: its timing is how long the page was open, not how fast anyone spoke.
      inputMethod: answer.inputMethod === 'typed' ? 'typed' : 'spoken',
      confidence: answer.confidence ?? undefined,
    });
    await storeFeedback(db, answer.id, {
      predictedFeedback: {
        correctness: result.correctness,
        grammar: result.grammar,
        constructive_feedback: result.constructive_feedback,
        score: result.score,
      },
      score: result.score,
      details: result.details,
      scoredBy,
      at: now(),
    });
  }
  if (attempt.status === 'completed') await checkAttemptConsistency(db, attemptId);
  return { scored: pending.length };
}
