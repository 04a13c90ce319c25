import { disputeScoreResponseSchema, disputeScoreSchema, progressResponseSchema } from '@visaready/shared/schemas/feedback';
import { errorBodySchema } from '@visaready/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { currentUser } from '../http/auth';
import { enforceRateLimit, type RateLimitRule } from '../http/rate-limit';
import { disputeScore } from './dispute-score';
import { getProgress } from './progress';

const DISPUTE_LIMIT = { name: 'dispute-score:user', limit: 30, windowMs: 10 * 60_000 } satisfies RateLimitRule;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

/** The progress of a user's scores, and score disputes (the scoring job itself: feedback/jobs.ts). */
export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  routes.get(
    '/progress',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['feedback'],
        security: [{ bearer: [] }],
        summary: "The user's scores over attempts, per interview and per question category; practice scores per day apart",
        response: { 200: progressResponseSchema },
      },
    },
    async (request) => getProgress(db, currentUser(request).id),
  );

  routes.post(
    '/dispute-score',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['feedback'],
        security: [{ bearer: [] }],
        summary: '"This score seems wrong": report a scored answer of your own for review (once per answer)',
        body: disputeScoreSchema,
        response: { 200: disputeScoreResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(deps.rateLimiter, DISPUTE_LIMIT, user.id);
      return disputeScore(db, user.id, request.body);
    },
  );
}
