import crypto from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@visaready/shared';
import { accountsRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { createTokenService } from './accounts/tokens';
import type { AppDeps } from './app-deps';
import { defineExpiryJob } from './billing/expire-subscriptions';
import { selectGateway } from './billing/gateways/select-gateway';
import { defineRenewalJob } from './billing/renew-subscriptions';
import { billingRoutes } from './billing/routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createRequireAdmin, createRequireUser, createTokenUsers } from './http/auth';
import { installErrorHandler } from './http/error-handler';
import { installInputGuard } from './http/input-guard';
import { LOG_REDACT_PATHS } from './http/log-redaction';
import { createMemoryRateLimiter, createRedisRateLimiter } from './http/rate-limit';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticWeb } from './http/static-web';
import { createJobQueue } from './jobs/queue';
import { createMailer, createMailTransport } from './mail/mailer';
import { createSealer } from './mail/seal';
import { seedCatalogue } from './db/seed';
import { createCatalogue } from './interviews/catalogue';
import { listActiveCatalogue } from './interviews/repository';
import { defineReclaimStartsJob } from './interviews/fair-attempts';
import { interviewRoutes } from './interviews/routes';
import { defineFeedbackJob } from './feedback/jobs';
import { feedbackRoutes } from './feedback/routes';
import { createAnswerScorer } from './feedback/scorer';
import { practiceRoutes } from './practice/routes';
import { resolveSecret } from './system/secrets';
import { probeRoutes, systemRoutes } from './system/routes';
import { siteRoutes } from './site/routes';
import { createSpeechEngine, warmUpSpeechEngine } from './speech/create-engine';
import type { SpeechEngine } from './speech/engine';
import { speechRoutes } from './speech/routes';
import { SPEECH_LIMITS } from '@visaready/shared/schemas/speech';
import { createRedisTokenRevocations, createTokenRevocations } from './accounts/token-revocations';

export interface CreateAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests that exercise the queue by hand can keep workers off. */
  startJobs?: boolean;
  /** Where the built web app lives; tests without a build pass a missing folder. */
  webDistDir?: string;
  /** Start the speech engine's decoding threads at boot (default: outside tests, which warm what they use). */
  warmUpSpeech?: boolean;
  /** An engine with settings the config does not carry (the speech bench's decoder options); disposed with the app. */
  speech?: SpeechEngine;
}

export interface App {
  server: FastifyInstance;
  deps: AppDeps;
  /**
   * The first step of a graceful stop: readiness turns 503 (the balancer stops sending) and every response
   * says `Connection: close`, so no client reuses a connection that the close will cut.
   */
  drain(): void;
}

const API_PREFIX = '/api';

export async function createApp({
  config,
  database,
  startJobs = true,
  webDistDir,
  warmUpSpeech = config.env !== 'test',
  speech: givenSpeech,
}: CreateAppOptions): Promise<App> {
  const server = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    requestIdHeader: false,
    // A hop count trusts exactly that many proxies in front of the app: the client is the address the last one saw.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    // Requests that reach the server while it closes are still answered (with Connection: close), not 503.
    return503OnClosing: false,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  let draining = false;
  // Every response names its request and the process that served it. A callback hook, not an async one: it runs on
  // every response, and a promise per response is work for nothing.
  server.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-served-by', config.instanceId);
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const tokens = createTokenService(resolveSecret(config.dataDir, 'jwt-secret', config.jwt.secret), config.jwt.ttlSeconds);
  const rateLimiter = config.redisUrl ? createRedisRateLimiter(config.redisUrl) : createMemoryRateLimiter();
  const jobs = createJobQueue(database.executor, server.log);
  // Without Redis a revocation reaches only this process, which is all of them only on the embedded database.
  const revocations = config.redisUrl ? createRedisTokenRevocations(config.redisUrl) : createTokenRevocations(!config.databaseUrl);
  const tokenUsers = createTokenUsers(database.db, tokens, revocations);
  const mailer = createMailer(
    database.db,
    jobs,
    createMailTransport(config, server.log),
    createSealer(resolveSecret(config.dataDir, 'mail-seal-key', config.mail.sealKey)),
  );
  const requireUser = createRequireUser(tokenUsers);
  const catalogue = createCatalogue(() => listActiveCatalogue(database.db));
  const payments = selectGateway(config, database.db);
  const scorer = createAnswerScorer(config.llm, server.log);
  const speech = givenSpeech ?? createSpeechEngine(config, server.log);
  const deps: AppDeps = {
    config,
    database,
    jobs,
    mailer,
    tokens,
    rateLimiter,
    revocations,
    tokenUsers,
    payments,
    speech,
    scorer,
    catalogue,
    requireUser,
    requireAdmin: createRequireAdmin(requireUser, database.db),
  };
  // What this process serves (docs/decisions/011): everything, or its role's part; every role answers the probes.
  const serves = {
    api: config.role === 'all' || config.role === 'api',
    speech: config.role === 'all' || config.role === 'speech',
    jobs: config.role === 'all' || config.role === 'worker',
  };
  // Known wherever jobs are sent or run; only the roles that serve jobs run them.
  defineFeedbackJob(jobs, database.db, scorer);
  defineReclaimStartsJob(database.db, jobs, server.log);
  defineExpiryJob(database.db, jobs, server.log);
  defineRenewalJob({ db: database.db, payments, log: server.log }, jobs);
  if (serves.api || serves.jobs) await seedCatalogue(database.db);

  installErrorHandler(server);
  installInputGuard(server);
  installSecurityHeaders(server, config);
  // Responses are compressed; request bodies never are (no client sends them, and inflating one is a way to make a
  // small request large), so no request pays for the decompression hook.
  await server.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  if (serves.api) {
    await server.register(swagger, {
      openapi: {
        info: { title: 'VisaReady API', version: APP_VERSION },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    // The interactive reference at /api/docs (served from node_modules, so it passes the CSP); the document itself at
    // /api/docs/json.
    await server.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: false, uiConfig: { docExpansion: 'list' } });
  }
  if (serves.speech) {
    await server.register(websocket, { options: { maxPayload: SPEECH_LIMITS.maxFrameBytes } });
    server.websocketServer.on('headers', (headers) => headers.push(`x-served-by: ${config.instanceId}`));
  }

  await server.register(
    async (api) => {
      await probeRoutes(api, { database, draining: () => draining });
      if (serves.speech) await speechRoutes(api, deps);
      if (!serves.api) return;
      await systemRoutes(api, { ...deps, speechStatus: () => ({ name: speech.name, ...speech.status() }) });
      await interviewRoutes(api, deps);
      await feedbackRoutes(api, deps);
      await practiceRoutes(api, deps);
      await siteRoutes(api, deps);
      await accountsRoutes(api, deps);
      await billingRoutes(api, deps);
      await adminRoutes(api, deps);
    },
    { prefix: API_PREFIX },
  );

  const web = serves.api && config.serveWeb ? await installStaticWeb(server, webDistDir) : null;
  server.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    if (!isApi && web && (request.method === 'GET' || request.method === 'HEAD')) return web.sendPage(reply, pathname);
    return reply.status(404).send({ status: 'error', code: 'not_found', message: `No route for ${request.method} ${pathname}` });
  });

  server.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.transport.close();
    await rateLimiter.close();
    await revocations.close();
    await speech.dispose();
  });

  await server.ready();
  if (serves.speech) warmUpSpeechEngine(speech, server.log, warmUpSpeech);
  // A speech process neither sends nor runs jobs.
  if (startJobs && (serves.api || serves.jobs)) await jobs.start({ work: serves.jobs });
  return {
    server,
    deps,
    drain() {
      draining = true;
    },
  };
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
