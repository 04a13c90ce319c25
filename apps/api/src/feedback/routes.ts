import { progressResponseSchema } from '@visaready/shared/schemas/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { currentUser } from '../http/auth';
import { defineFeedbackJob } from './jobs';
import { getProgress } from './progress';
import { createAnswerScorer } from './scorer';

/** Answer feedback (the scoring job, chosen scorer) and the progress of a user's scores. */
export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  defineFeedbackJob(deps.jobs, db, createAnswerScorer(deps.config.llm, app.log));

  routes.get(
    '/progress',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['feedback'],
        security: [{ bearer: [] }],
        summary: "The user's scores over attempts, per interview and per question category",
        response: { 200: progressResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: await getProgress(db, currentUser(request).id) }),
  );
}
