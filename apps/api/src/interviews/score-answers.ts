import { evaluate } from '@visaready/scoring';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { pendingAnswersOfAttempt, storeFeedback } from './repository';

export const SCORE_ANSWERS_JOB = 'score-answers';

export interface ScoreAnswersJob {
  attemptId: string;
}

/**
 * Fills predicted feedback for every answer of the attempt still waiting for it. Idempotent: answers already
 * scored are skipped, so duplicate jobs (submit, complete, question_feed) are harmless.
 */
export async function scoreAttemptAnswers(db: Database, attemptId: string, now: () => Date = () => new Date()): Promise<number> {
  const pending = await pendingAnswersOfAttempt(db, attemptId);
  for (const answer of pending) {
    const result = evaluate({
      visaType: answer.visaType,
      question: answer.question,
      modelAnswer: answer.modelAnswer,
      keyPoints: answer.keyPoints,
      answer: answer.userAnswer,
      durationSeconds: answer.durationSeconds ?? undefined,
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
      scoredBy: 'local',
      at: now(),
    });
  }
  return pending.length;
}

export function defineScoreAnswersJob(jobs: JobQueue, db: Database): void {
  // Every submit queues a job, so a backlog is fetched in batches; repeats for one attempt then find nothing to do.
  jobs.define<ScoreAnswersJob>(
    SCORE_ANSWERS_JOB,
    async ({ attemptId }) => {
      await scoreAttemptAnswers(db, attemptId);
    },
    { batchSize: 10 },
  );
}

export async function enqueueScoring(jobs: JobQueue, attemptId: string): Promise<void> {
  await jobs.enqueue<ScoreAnswersJob>(SCORE_ANSWERS_JOB, { attemptId });
}
