import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from './accounts/tokens';
import type { Payments } from './billing/gateways/select-gateway';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { TokenUsers } from './http/auth';
import type { RateLimiter } from './http/rate-limit';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { SpeechEngine } from './speech/engine';
import type { AnswerScorer } from './feedback/scorer';
import type { TokenRevocations } from './accounts/token-revocations';
import type { Catalogue } from './interviews/catalogue';

/** What every domain's routes and services are built from; assembled once in app.ts. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  jobs: JobQueue;
  /** The one mailer (SMTP or the dev outbox) behind the durable mail job: accounts and the support inbox share it. */
  mailer: Mailer;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  /** Announces revoked tokens to open connections and token caches (every process, over Redis when configured). */
  revocations: TokenRevocations;
  /** Token → user, with the per-process cache that revocations invalidate. */
  tokenUsers: TokenUsers;
  /** The payment gateway chosen from config (Razorpay, or the sandbox with its own controls). */
  payments: Payments;
  /** The transcription engine chosen from config (Deepgram relay or PocketSphinx). */
  speech: SpeechEngine;
  /** The answer scorer chosen from config (an LLM with the local engine as fallback, or the local engine). */
  scorer: AnswerScorer;
  /** The active interviews, cached per process for a few seconds (every signed-in screen lists them). */
  catalogue: Catalogue;
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** requireUser, then the admin role read fresh from the database: 401 anonymous, 403 for anyone else. */
  requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
