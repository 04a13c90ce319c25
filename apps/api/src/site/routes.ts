import {
  contactRequestSchema,
  messageResponseSchema,
  newsletterRequestSchema,
  pageViewRequestSchema,
  waitlistRequestSchema,
} from '@visaready/shared/schemas/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { enforceRateLimit, type RateLimitRule } from '../http/rate-limit';
import { joinWaitlist } from './join-waitlist';
import { recordPageView } from './record-page-view';
import { createSiteRepository } from './repository';
import { sendContactMessage } from './send-contact-message';
import { subscribeNewsletter } from './subscribe-newsletter';
import { unsubscribeNewsletter } from './unsubscribe-newsletter';

const MINUTE = 60_000;
export const SITE_RATE_LIMITS = {
  newsletter: { name: 'newsletter:ip', limit: 10, windowMs: 10 * MINUTE },
  waitlist: { name: 'waitlist:ip', limit: 10, windowMs: 10 * MINUTE },
  contact: { name: 'contact:ip', limit: 5, windowMs: 10 * MINUTE },
  pageView: { name: 'page-view:ip', limit: 120, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Public-site endpoints: newsletter, app waitlist, contact form and page-view analytics. No login needed. */
export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = createSiteRepository(deps.database.db);
  const contact = { repository, mailer: deps.mailer, supportEmail: deps.config.mail.supportEmail, publicUrl: deps.config.publicUrl };
  const limit = (rule: RateLimitRule, ip: string) => enforceRateLimit(deps.rateLimiter, rule, ip);
  const tags = ['site'];

  routes.post(
    '/subscribe-newsletter',
    {
      schema: {
        tags,
        summary: 'Subscribe to the newsletter (idempotent)',
        body: newsletterRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await limit(SITE_RATE_LIMITS.newsletter, request.ip);
      return subscribeNewsletter(repository, request.body.email);
    },
  );

  routes.post(
    '/unsubscribe-newsletter',
    {
      schema: { tags, summary: 'Unsubscribe from the newsletter', body: newsletterRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await limit(SITE_RATE_LIMITS.newsletter, request.ip);
      return unsubscribeNewsletter(repository, request.body.email);
    },
  );

  routes.post(
    '/join-waitlist',
    {
      schema: {
        tags,
        summary: 'Join the mobile-app waitlist (idempotent)',
        body: waitlistRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await limit(SITE_RATE_LIMITS.waitlist, request.ip);
      return joinWaitlist(repository, request.body.email, request.body.source);
    },
  );

  routes.post(
    '/contact-us',
    {
      schema: {
        tags,
        summary: 'Send a message to support (stored, then e-mailed to SUPPORT_EMAIL with reply-to the sender)',
        body: contactRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await limit(SITE_RATE_LIMITS.contact, request.ip);
      return sendContactMessage(contact, request.body, request.ip);
    },
  );

  routes.post(
    '/page-views',
    {
      schema: {
        tags,
        summary: 'Record a page view (path, title, visit time; the IP is taken by the server)',
        body: pageViewRequestSchema,
        response: { 202: z.object({ status: z.literal('recorded') }) },
      },
    },
    async (request, reply) => {
      await limit(SITE_RATE_LIMITS.pageView, request.ip);
      await recordPageView(repository, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return reply.status(202).send({ status: 'recorded' as const });
    },
  );
}
