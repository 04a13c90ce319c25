import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSubscriptionsSchema,
  BILLING_MESSAGES,
  cancelRenewalBodySchema,
  cancelRenewalSchema,
  checkoutBodySchema,
  checkoutSchema,
  gatewayPaymentSchema,
  placeOrderBodySchema,
  planListSchema,
  sandboxPayBodySchema,
  subscriptionHistorySchema,
  updateSubscriptionStatusBodySchema,
  updateSubscriptionStatusSchema,
} from '@visaready/shared/schemas/billing';
import { errorBodySchema } from '@visaready/shared/schemas/common';
import type { AppDeps } from '../app-deps';
import { currentUser } from '../http/auth';
import type { SubscriptionRow } from './billing-repository';
import { badRequest } from '../http/errors';
import { cancelRenewal } from './cancel-renewal';
import { confirmCheckoutPayment } from './confirm-checkout-payment';
import { scheduleExpiryAt } from './expire-subscriptions';
import { listPlans } from './list-plans';
import { openCheckout } from './open-checkout';
import { placeOrder } from './place-order';
import { presentRenewalCancelled } from './presenters';
import { handleRazorpayWebhook } from './razorpay-webhook';
import { sandboxPayment } from './sandbox-payment';
import { activeSubscriptions, subscriptionHistory } from './subscription-queries';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 503: errorBodySchema };
const bearer = [{ bearer: [] }];

export async function billingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const { gateway, sandbox } = deps.payments;
  /** A subscription that will not renew ends at its expiry: queue that, so it ends on time. */
  const scheduleEnd = async (log: FastifyBaseLogger, subscription: SubscriptionRow | null) => {
    if (subscription && !subscription.isAutoRenew) await scheduleExpiryAt(deps.jobs, log, subscription.expiryDate);
  };

  routes.get(
    '/list_subscriptions',
    { schema: { tags: ['billing'], summary: 'Plans on sale (no auth); price in rupees', response: { 200: planListSchema } } },
    async () => listPlans(db),
  );

  routes.post(
    '/place_order',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Order a plan; the amount comes from the plan',
        security: bearer,
        body: placeOrderBodySchema,
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request) => placeOrder(db, gateway, request.log, currentUser(request).id, request.body.subscription_id),
  );

  routes.post(
    '/payments/checkout',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Checkout details for an order awaiting payment',
        security: bearer,
        body: checkoutBodySchema,
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request) => openCheckout(db, gateway, request.log, currentUser(request).id, request.body.order_id),
  );

  routes.get(
    '/subscription_history',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['billing'],
        summary: "The user's orders and subscriptions",
        security: bearer,
        response: { 200: subscriptionHistorySchema, ...errors },
      },
    },
    async (request) => subscriptionHistory(db, currentUser(request).id),
  );

  routes.get(
    '/active_subscription',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['billing'],
        summary: "The user's active subscriptions",
        security: bearer,
        response: { 200: activeSubscriptionsSchema, ...errors },
      },
    },
    async (request) => activeSubscriptions(db, currentUser(request).id),
  );

  routes.post(
    '/update-subscription-status',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Report a completed checkout; Active only once the gateway signature verifies',
        security: bearer,
        body: updateSubscriptionStatusBodySchema,
        response: { 200: updateSubscriptionStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { subscription, activated } = await confirmCheckoutPayment(
        db,
        gateway,
        request.log,
        currentUser(request).id,
        request.body,
        new Date(),
      );
      await scheduleEnd(request.log, activated);
      return {
        status: 'success' as const,
        message: BILLING_MESSAGES.paymentSuccess,
        data: { order_id: subscription.orderId, status: subscription.status },
      };
    },
  );

  routes.post(
    '/cancel-renewal',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Stop a renewing plan renewing; it stays Active until the period paid for ends',
        security: bearer,
        body: cancelRenewalBodySchema,
        response: { 200: cancelRenewalSchema, ...errors },
      },
    },
    async (request) => {
      const ended = await cancelRenewal(
        { db, gateway, log: request.log },
        { userId: currentUser(request).id, orderId: request.body.order_id, now: new Date() },
      );
      await scheduleEnd(request.log, ended);
      return presentRenewalCancelled(ended, BILLING_MESSAGES.renewalCancelled);
    },
  );

  // The sandbox gateway's pay route exists only when the sandbox is the gateway (never beside Razorpay).
  if (sandbox) {
    routes.post(
      '/payments/sandbox/pay',
      {
        preHandler: deps.requireUser,
        schema: {
          tags: ['billing'],
          summary: 'Sandbox gateway: pay an order as Razorpay checkout would (development and tests only)',
          security: bearer,
          body: sandboxPayBodySchema,
          response: { 200: gatewayPaymentSchema, ...errors },
        },
      },
      async (request) =>
        sandboxPayment(
          { db, sandbox, log: request.log },
          {
            userId: currentUser(request).id,
            orderId: request.body.order_id,
            declineRenewals: request.body.decline_renewals ?? false,
            now: new Date(),
          },
        ),
    );
  }

  // Webhooks are signed over the exact bytes sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Razorpay webhook (payment.captured, order.paid, subscription.charged, subscription.cancelled, subscription.completed)',
          response: { 200: z.object({ status: z.literal('ok'), outcome: z.string() }), ...errors },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON body', 'webhook_malformed');
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const outcome = await handleRazorpayWebhook(db, gateway, request.log, {
          rawBody: request.body,
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
          now: new Date(),
        });
        await scheduleEnd(request.log, outcome.changed);
        return { status: 'ok' as const, outcome: outcome.result };
      },
    );
  });
}
