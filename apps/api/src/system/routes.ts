import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@visaready/shared';
import { publicConfigSchema } from '@visaready/shared/schemas/common';
import type { AppDeps } from '../app-deps';
import { serviceUnavailable } from '../http/errors';
import { presentPublicConfig, type SpeechEngineStatus } from './presenters';

/** Liveness and readiness, which every role answers: balancers and orchestrators probe each process. */
export async function probeRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'database'> & { draining: () => boolean }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) } } },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );

  routes.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      if (deps.draining()) throw serviceUnavailable('Shutting down', 'draining');
      try {
        await deps.database.ping();
      } catch {
        throw serviceUnavailable('Database unavailable', 'database_unavailable');
      }
      return { status: 'ready' as const, database: deps.database.driver };
    },
  );
}

/** What the web app reads at start. */
export async function systemRoutes(app: FastifyInstance, deps: AppDeps & { speechStatus: () => SpeechEngineStatus }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Public runtime configuration for the web app', response: { 200: publicConfigSchema } } },
    async () => presentPublicConfig(deps.config, deps.speechStatus()),
  );
}
