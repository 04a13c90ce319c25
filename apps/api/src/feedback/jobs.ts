import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { scoreAttempt } from './score-attempt';
import type { AnswerScorer } from './scorer';

export const SCORE_ANSWERS_JOB = 'score-answers';

export interface ScoreAnswersJob {
  attemptId: string;
}

export function defineFeedbackJob(jobs: JobQueue, db: Database, scorer: AnswerScorer): void {
  // One waiting job per attempt at most (policy `stately`, keyed by attempt): a job scores every answer of the
  // attempt still pending, so a re-submit while one waits adds nothing, and a flood of submits cannot fill the
  // queue ahead of other users. A failure (database, or a scorer bug) is retried with backoff: 1 s, 2 s, 4 s…
  jobs.define<ScoreAnswersJob>(
    SCORE_ANSWERS_JOB,
    async ({ attemptId }) => {
      await scoreAttempt(db, scorer, attemptId);
    },
    { batchSize: 10, retryLimit: 6, retryDelaySeconds: 1, retryBackoff: true, policy: 'stately' },
  );
}

/** Queues feedback (and, for a completed attempt, the consistency check) for an attempt. */
export async function enqueueFeedback(jobs: JobQueue, attemptId: string): Promise<void> {
  await jobs.enqueue<ScoreAnswersJob>(SCORE_ANSWERS_JOB, { attemptId }, { singletonKey: attemptId });
}
