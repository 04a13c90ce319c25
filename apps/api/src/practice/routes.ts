import { errorBodySchema } from '@visaready/shared/schemas/common';
import {
  practiceAnswerResponseSchema,
  practiceHintResponseSchema,
  practiceQuestionParamsSchema,
  practiceQuestionResponseSchema,
  practiceQuestionsQuerySchema,
  practiceQuestionsResponseSchema,
  submitPracticeAnswerSchema,
} from '@visaready/shared/schemas/practice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { currentUser } from '../http/auth';
import { enforceRateLimit, type RateLimitRule } from '../http/rate-limit';
import type { PracticeContext } from './context';
import { getPracticeQuestion } from './get-question';
import { listPracticeQuestions } from './list-questions';
import { revealHint } from './reveal-hint';
import { submitPracticeAnswer } from './submit-answer';

const MINUTE = 60_000;
export const PRACTICE_RATE_LIMITS = {
  // Scoring is the costly step (an LLM call when configured); the daily limit bounds the day, this a burst.
  answer: { name: 'practice-answer:user', limit: 20, windowMs: MINUTE },
  hint: { name: 'practice-hint:user', limit: 60, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

/** Practice mode: one bank question at a time, scored at once, with hints; needs an active plan, never uses a test. */
export async function practiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context: PracticeContext = { db: deps.database.db, scorer: deps.scorer, limits: deps.config.practice, now: () => new Date() };
  const tags = ['practice'];
  const security = [{ bearer: [] }];
  const preHandler = deps.requireUser;

  routes.get(
    '/practice/questions',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Questions to practise: by visa type and category, or the ones scored lowest; with the day’s allowance',
        querystring: practiceQuestionsQuerySchema,
        response: { 200: practiceQuestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { source, visa_type, category } = request.query;
      const data = await listPracticeQuestions(context, { userId: currentUser(request).id, source, visaType: visa_type, category });
      return { status: 'success' as const, data };
    },
  );

  routes.get(
    '/practice/questions/:question_id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One question to practise: hints shown so far, every answer side by side with the best marked',
        params: practiceQuestionParamsSchema,
        response: { 200: practiceQuestionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getPracticeQuestion(context, { userId: currentUser(request).id, questionId: request.params.question_id }),
    }),
  );

  routes.post(
    '/practice/questions/:question_id/hints',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: '"Show a hint": reveal and record the next key point for the next answer',
        params: practiceQuestionParamsSchema,
        response: { 200: practiceHintResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(deps.rateLimiter, PRACTICE_RATE_LIMITS.hint, user.id);
      return { status: 'success' as const, data: await revealHint(context, { userId: user.id, questionId: request.params.question_id }) };
    },
  );

  routes.post(
    '/practice/answers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Score a practice answer at once (the corrected transcript when given); stored before the reply, no test used',
        body: submitPracticeAnswerSchema,
        response: { 200: practiceAnswerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(deps.rateLimiter, PRACTICE_RATE_LIMITS.answer, user.id);
      const body = request.body;
      const data = await submitPracticeAnswer(context, {
        userId: user.id,
        questionId: body.question_id,
        transcript: body.transcript,
        correctedTranscript: body.corrected_transcript,
        inputMethod: body.input_method,
        durationSeconds: body.duration_seconds,
        confidence: body.confidence,
      });
      return { status: 'success' as const, data };
    },
  );
}
