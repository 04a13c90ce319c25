import {
  childSessionIdParamsSchema,
  completeSessionBodySchema,
  INTERVIEW_MESSAGES,
  interviewListResponseSchema,
  listQuestionsBodySchema,
  listQuestionsResponseSchema,
  messageResponseSchema,
  nextQuestionResponseSchema,
  questionFeedBodySchema,
  questionFeedResponseSchema,
  retrySessionBodySchema,
  retrySessionResponseSchema,
  scoreCardResponseSchema,
  sessionIdParamsSchema,
  startInterviewBodySchema,
  startInterviewResponseSchema,
  submitAnswerBodySchema,
  submitAnswerResponseSchema,
  userAnswersResponseSchema,
  userSessionsResponseSchema,
} from '@visaready/shared/schemas/interviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { currentUser } from '../http/auth';
import { enforceRateLimit, type RateLimitRule } from '../http/rate-limit';
import { completeUserAttempt } from './complete-attempt';
import { listInterviews } from './list-interviews';
import { listQuestionsWithAnswers } from './list-questions';
import { listUserSessions } from './list-user-sessions';
import { nextQuestion } from './next-question';
import { requestFeedback } from './request-feedback';
import { retrySession } from './retry-session';
import { getScoreCard, getUserAnswers } from './score-card';
import { startInterview } from './start-interview';
import { submitAnswer } from './submit-answer';

const MINUTE = 60_000;
export const INTERVIEW_RATE_LIMITS = {
  start: { name: 'interview-start:user', limit: 20, windowMs: MINUTE },
  questionFeed: { name: 'question-feed:user', limit: 30, windowMs: MINUTE },
  // An interview has a few dozen questions at most; more submits than this in a minute are a flood, not answers.
  submit: { name: 'submit-answer:user', limit: 30, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Interviews, sessions (tests), attempts (child sessions), answers and score cards. All need a signed-in user. */
export async function interviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['interviews'];
  const security = [{ bearer: [] }];
  const preHandler = deps.requireUser;

  routes.get(
    '/get-all-interviews',
    {
      preHandler,
      schema: { tags, security, summary: 'Interviews with the tests bought and left', response: { 200: interviewListResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listInterviews({ db, catalogue: deps.catalogue }, currentUser(request).id),
    }),
  );

  routes.post(
    '/start-interview',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Start a session, using one test',
        body: startInterviewBodySchema,
        response: { 200: startInterviewResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(deps.rateLimiter, INTERVIEW_RATE_LIMITS.start, user.id);
      const started = await startInterview(db, user.id, request.body.interview_id);
      return {
        status: 'success' as const,
        session_id: started.sessionId,
        child_session_id: started.attemptId,
        retry_count: started.retryCount,
        total_questions: started.totalQuestions,
      };
    },
  );

  routes.get(
    '/user-sessions',
    {
      preHandler,
      schema: { tags, security, summary: "The user's sessions with their attempts", response: { 200: userSessionsResponseSchema } },
    },
    async (request) => ({ status: 'success' as const, data: await listUserSessions(db, currentUser(request).id) }),
  );

  routes.post(
    '/retrysession',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Start the next attempt (retest) of a session',
        body: retrySessionBodySchema,
        response: { 200: retrySessionResponseSchema },
      },
    },
    async (request) => {
      const retried = await retrySession(db, currentUser(request).id, request.body.session_id, request.body.interview_id);
      return {
        status: 'success' as const,
        session_id: retried.sessionId,
        child_session_id: retried.attemptId,
        retry_count: retried.retryCount,
      };
    },
  );

  routes.get(
    '/next-question/:child_session_id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The first unanswered question of an attempt',
        params: childSessionIdParamsSchema,
        response: { 200: nextQuestionResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { data: await nextQuestion(db, currentUser(request).id, request.params.child_session_id) },
    }),
  );

  routes.post(
    '/submit-answer',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Store an answer and queue its scoring',
        body: submitAnswerBodySchema,
        response: { 200: submitAnswerResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const user = currentUser(request);
      await enforceRateLimit(deps.rateLimiter, INTERVIEW_RATE_LIMITS.submit, user.id);
      const stored = await submitAnswer(db, deps.jobs, user.id, {
        sessionId: body.session_id,
        attemptId: body.child_session_id,
        questionId: body.question_id,
        userAnswer: body.user_answer,
        durationSeconds: body.duration_seconds,
        confidence: body.confidence,
        inputMethod: body.input_method,
      });
      return {
        status: 'success' as const,
        message: INTERVIEW_MESSAGES.answerSubmitted,
        question_id: stored.questionId,
        user_answer: stored.userAnswer,
        remaining_questions: stored.remainingQuestions,
      };
    },
  );

  routes.post(
    '/complete_session',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Complete an attempt (its child session id)',
        body: completeSessionBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await completeUserAttempt(db, deps.jobs, currentUser(request).id, request.body.session_id);
      return { status: 'success' as const, message: INTERVIEW_MESSAGES.sessionCompleted };
    },
  );

  routes.get(
    '/get-user-answers/:session_id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Answers given in a session',
        params: sessionIdParamsSchema,
        response: { 200: userAnswersResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: await getUserAnswers(db, currentUser(request).id, request.params.session_id) }),
  );

  routes.get(
    '/get-score-card/:session_id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Score card of a session, per attempt',
        params: sessionIdParamsSchema,
        response: { 200: scoreCardResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await getScoreCard(db, currentUser(request).id, request.params.session_id)) }),
  );

  routes.post(
    '/list_questions_with_answers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Question set with model answers (preview)',
        body: listQuestionsBodySchema,
        response: { 200: listQuestionsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listQuestionsWithAnswers(db, currentUser(request).id, request.body.interview_id, request.body.session_id),
    }),
  );

  routes.post(
    '/ai/question_feed',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Queue feedback generation for an attempt',
        body: questionFeedBodySchema,
        response: { 200: questionFeedResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(deps.rateLimiter, INTERVIEW_RATE_LIMITS.questionFeed, user.id);
      await requestFeedback(db, deps.jobs, user.id, request.body.session_id, request.body.child_session_id);
      return { status: 'success' as const, message: INTERVIEW_MESSAGES.feedbackQueued };
    },
  );
}
