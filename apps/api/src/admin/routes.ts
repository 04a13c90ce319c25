import {
  adminActionResponseSchema,
  adminDisputeListSchema,
  adminInterviewListSchema,
  adminMessageDetailSchema,
  adminMessageListSchema,
  adminMessageStatusResponseSchema,
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminQuestionListSchema,
  adminQuestionResponseSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  auditLogSchema,
  messageListQuerySchema,
  messageParamsSchema,
  messageStatusBodySchema,
  orderListQuerySchema,
  orderParamsSchema,
  pageQuerySchema,
  questionCreateSchema,
  questionEditSchema,
  questionListQuerySchema,
  questionParamsSchema,
  scoreDistributionSchema,
  signupExportParamsSchema,
  userParamsSchema,
  userSearchQuerySchema,
} from '@visaready/shared/schemas/admin';
import { errorBodySchema } from '@visaready/shared/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { currentUser } from '../http/auth';
import { addQuestion } from './add-question';
import type { AdminContext } from './context';
import { editQuestion } from './edit-question';
import { exportSignups } from './export-signups';
import { getMessage } from './get-message';
import { getOrder } from './get-order';
import { getUser } from './get-user';
import { listAuditLog } from './list-audit-log';
import { listDisputes } from './list-disputes';
import { listInterviews } from './list-interviews';
import { listMessages } from './list-messages';
import { listOrders } from './list-orders';
import { listQuestions } from './list-questions';
import type { Actor } from './repository';
import { retireQuestion } from './retire-question';
import { revokeSessions } from './revoke-sessions';
import { scoreDistribution } from './score-distribution';
import { searchUsers } from './search-users';
import { setMessageStatus } from './set-message-status';
import { setUserActive } from './set-user-active';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const security = [{ bearer: [] }];
const tags = ['admin'];

const actorOf = (request: FastifyRequest): Actor => {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
};

/**
 * The admin console's API under /api/admin. Every route of this plugin passes requireAdmin first (an onRequest
 * hook, so nothing about the request is looked at before the caller is known to be an admin): 401 for an
 * anonymous caller, 403 for any other user. Thin handlers: one use case each.
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const context: AdminContext = { db: deps.database.db, revocations: deps.revocations, catalogue: deps.catalogue };

  await app.register(
    async (admin) => {
      admin.addHook('onRequest', deps.requireAdmin);
      const routes = admin.withTypeProvider<ZodTypeProvider>();

      // ─── Users ───
      routes.get(
        '/users',
        {
          schema: {
            tags,
            security,
            summary: 'Search users by e-mail or name',
            querystring: userSearchQuerySchema,
            response: { 200: adminUserListSchema, ...errors },
          },
        },
        async (request) => searchUsers(context, request.query),
      );

      routes.get(
        '/users/:userId',
        {
          schema: {
            tags,
            security,
            summary: "One user's subscriptions, attempts and scores",
            params: userParamsSchema,
            response: { 200: adminUserDetailSchema, ...errors },
          },
        },
        async (request) => getUser(context, request.params),
      );

      routes.post(
        '/users/:userId/revoke-sessions',
        {
          schema: {
            tags,
            security,
            summary: 'Sign the user out everywhere (their tokens stop working)',
            params: userParamsSchema,
            response: { 200: adminActionResponseSchema, ...errors },
          },
        },
        async (request) => revokeSessions(context, { actor: actorOf(request), userId: request.params.userId }),
      );

      routes.post(
        '/users/:userId/deactivate',
        {
          schema: {
            tags,
            security,
            summary: 'Deactivate the user: no sign-in, every token refused',
            params: userParamsSchema,
            response: { 200: adminActionResponseSchema, ...errors },
          },
        },
        async (request) => setUserActive(context, { actor: actorOf(request), userId: request.params.userId, active: false }),
      );

      routes.post(
        '/users/:userId/reactivate',
        {
          schema: {
            tags,
            security,
            summary: 'Let a deactivated user sign in again',
            params: userParamsSchema,
            response: { 200: adminActionResponseSchema, ...errors },
          },
        },
        async (request) => setUserActive(context, { actor: actorOf(request), userId: request.params.userId, active: true }),
      );

      // ─── Orders and payments ───
      routes.get(
        '/orders',
        {
          schema: {
            tags,
            security,
            summary: 'Orders, optionally of one status',
            querystring: orderListQuerySchema,
            response: { 200: adminOrderListSchema, ...errors },
          },
        },
        async (request) => listOrders(context, request.query),
      );

      routes.get(
        '/orders/:orderId',
        {
          schema: {
            tags,
            security,
            summary: 'One order with its payments and webhook events',
            params: orderParamsSchema,
            response: { 200: adminOrderDetailSchema, ...errors },
          },
        },
        async (request) => getOrder(context, request.params),
      );

      // ─── Support inbox and sign-ups ───
      routes.get(
        '/messages',
        {
          schema: {
            tags,
            security,
            summary: 'The support inbox, optionally of one status',
            querystring: messageListQuerySchema,
            response: { 200: adminMessageListSchema, ...errors },
          },
        },
        async (request) => listMessages(context, request.query),
      );

      routes.get(
        '/messages/:messageId',
        {
          schema: {
            tags,
            security,
            summary: 'One support message',
            params: messageParamsSchema,
            response: { 200: adminMessageDetailSchema, ...errors },
          },
        },
        async (request) => getMessage(context, request.params),
      );

      routes.post(
        '/messages/:messageId/status',
        {
          schema: {
            tags,
            security,
            summary: 'Mark a support message new, answered or closed',
            params: messageParamsSchema,
            body: messageStatusBodySchema,
            response: { 200: adminMessageStatusResponseSchema, ...errors },
          },
        },
        async (request) =>
          setMessageStatus(context, { actor: actorOf(request), messageId: request.params.messageId, status: request.body.status }),
      );

      routes.get(
        '/exports/:list',
        {
          schema: {
            tags,
            security,
            summary: 'Newsletter or waitlist sign-ups as CSV (formula cells neutralised)',
            params: signupExportParamsSchema,
            produces: ['text/csv'],
            response: { 200: z.string().describe('CSV, one sign-up a line'), ...errors },
          },
        },
        async (request, reply) => {
          const { filename, csv } = await exportSignups(context, { actor: actorOf(request), list: request.params.list });
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${filename}"`)
            .header('cache-control', 'no-store')
            .send(csv);
        },
      );

      // ─── Question banks ───
      routes.get(
        '/interviews',
        {
          schema: {
            tags,
            security,
            summary: 'The interviews a question can be added to',
            response: { 200: adminInterviewListSchema, ...errors },
          },
        },
        async () => listInterviews(context),
      );

      routes.get(
        '/questions',
        {
          schema: {
            tags,
            security,
            summary: 'The question banks',
            querystring: questionListQuerySchema,
            response: { 200: adminQuestionListSchema, ...errors },
          },
        },
        async (request) => listQuestions(context, request.query),
      );

      routes.post(
        '/questions',
        {
          schema: {
            tags,
            security,
            summary: 'Add a question with its model answer and key points to interviews of its visa type',
            body: questionCreateSchema,
            response: { 200: adminQuestionResponseSchema, ...errors },
          },
        },
        async (request) => addQuestion(context, { actor: actorOf(request), question: request.body }),
      );

      routes.post(
        '/questions/:questionId',
        {
          schema: {
            tags,
            security,
            summary: 'Edit a question (one already asked becomes a new version; history keeps the old text)',
            params: questionParamsSchema,
            body: questionEditSchema,
            response: { 200: adminQuestionResponseSchema, ...errors },
          },
        },
        async (request) => editQuestion(context, { actor: actorOf(request), questionId: request.params.questionId, changes: request.body }),
      );

      routes.post(
        '/questions/:questionId/retire',
        {
          schema: {
            tags,
            security,
            summary: 'Retire a question: new interviews no longer ask it',
            params: questionParamsSchema,
            response: { 200: adminQuestionResponseSchema, ...errors },
          },
        },
        async (request) => retireQuestion(context, { actor: actorOf(request), questionId: request.params.questionId }),
      );

      // ─── Scores ───
      routes.get(
        '/scores/distribution',
        {
          schema: {
            tags,
            security,
            summary: 'The score distribution of each question',
            response: { 200: scoreDistributionSchema, ...errors },
          },
        },
        async () => scoreDistribution(context),
      );

      routes.get(
        '/scores/disputes',
        {
          schema: {
            tags,
            security,
            summary: 'Answers whose users said "This score seems wrong"',
            querystring: pageQuerySchema,
            response: { 200: adminDisputeListSchema, ...errors },
          },
        },
        async (request) => listDisputes(context, request.query),
      );

      // ─── Audit log ───
      routes.get(
        '/audit-log',
        {
          schema: {
            tags,
            security,
            summary: 'Every admin action: who, what, target, when',
            querystring: pageQuerySchema,
            response: { 200: auditLogSchema, ...errors },
          },
        },
        async (request) => listAuditLog(context, request.query),
      );
    },
    { prefix: '/admin' },
  );
}
