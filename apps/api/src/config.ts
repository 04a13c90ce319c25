import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { INACTIVITY_LOGOUT_MS } from '@visaready/shared';
import { SPEECH_LIMITS } from '@visaready/shared/schemas/speech';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

/** A secret given in the environment (generated into DATA_DIR when unset): 256 bits at least. */
const optionalSecret = optionalText.pipe(z.string().min(32, 'must be at least 32 characters (256 bits)').optional());

/** What a process does: everything (one process), or one part of a deployment of several (docs/decisions/011). */
export const ROLES = ['all', 'api', 'speech', 'worker'] as const;
export type Role = (typeof ROLES)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ROLE: z.enum(ROLES).default('all'),
  /** Names this process in the x-served-by header and its start-up log line. */
  INSTANCE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'letters, digits, ".", "-" or "_", at most 64')
      .optional(),
  ),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: optionalText.pipe(
    z
      .union([
        z.literal('false'),
        z.literal('true'),
        z.string().regex(/^\d+$/, 'a number of proxy hops'),
        z.string().regex(/^[\d.:a-fA-F/, ]+$/, 'proxy addresses'),
      ])
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  JWT_SECRET: optionalSecret,
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600),
  INACTIVITY_LOGOUT_MS: z.coerce.number().int().positive().default(INACTIVITY_LOGOUT_MS),
  SMTP_URL: optionalUrl,
  /** Production opt-in to the dev outbox (e-mail stored, not sent), for a demo without SMTP. */
  MAIL_OUTBOX: z.stringbool().default(false),
  MAIL_FROM: z.string().default('VisaReady <no-reply@visaready.local>'),
  /** Seals reset links in queued e-mail; generated into DATA_DIR when unset, so processes without a shared disk set it. */
  MAIL_SEAL_KEY: optionalSecret,
  /** Where contact-form messages are e-mailed (reply-to set to the sender). */
  SUPPORT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** Production opt-in to the sandbox gateway (no money taken), for a demo without Razorpay keys. */
  PAYMENTS_SANDBOX: z.stringbool().default(false),
  /** The sandbox gateway signs payments with it; generated into DATA_DIR when unset, like JWT_SECRET. */
  PAYMENTS_SANDBOX_SECRET: optionalSecret,
  DEEPGRAM_API_KEY: optionalText,
  DEEPGRAM_URL: z.url().default('wss://api.deepgram.com/v1/listen'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  REDIS_URL: optionalUrl,
  SPEECH_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  SPEECH_STREAMS_PER_WORKER: z.coerce.number().int().min(1).max(64).optional(),
  SPEECH_PREWARM_DECODERS: z.coerce.number().int().min(0).max(8).default(0),
  SPEECH_SECOND_PASS: z.enum(['moonshine', 'off']).default('moonshine'),
  SPEECH_SILENCE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(SPEECH_LIMITS.silenceTimeoutMs),
  SERVE_WEB: z.stringbool().default(true),
  /** Practice answers a subscriber may have scored per UTC day (practice never uses a test, so this bounds it). */
  PRACTICE_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(40),
  /** The same for a user whose only active plan is the free trial: a taste, smaller than the paid allowance. */
  PRACTICE_TRIAL_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000).default(5),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  role: Role;
  /** This process's name among its peers (x-served-by); random unless INSTANCE_ID sets it. */
  instanceId: string;
  host: string;
  port: number;
  publicUrl: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (never `true`: any client could spoof its IP). */
  trustProxy: false | number | string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  jwt: { secret: string | undefined; ttlSeconds: number };
  inactivityLogoutMs: number;
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string; sealKey: string | undefined };
  /** The development conveniences in use: both off in production unless opted into. */
  sandbox: { payments: boolean; mailOutbox: boolean; paymentSecret: string | undefined };
  google: { clientId: string | undefined; jwksUrl: string };
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined; apiUrl: string } | undefined;
  deepgram: { apiKey: string; url: string } | undefined;
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  redisUrl: string | undefined;
  serveWeb: boolean;
  /** How long a transcription stream may hear no speech before it is closed. */
  speechSilenceTimeoutMs: number;
  /** PocketSphinx decoding threads and streams per thread (defaults: one per core, 8). */
  /** Decoders each worker keeps built ahead of need (0: built on demand, ~0.5 s, so idle memory stays low). */
  speechPool: { workers: number | undefined; streamsPerWorker: number | undefined; prewarmDecoders: number };
  /** Whether offline transcripts are revised utterance by utterance by Moonshine (speech/engines/second-pass.ts). */
  speechSecondPass: 'moonshine' | 'off';
  /** Practice answers scored per user and UTC day: with a paid plan, and with only the free trial. */
  practice: { dailyLimit: number; trialDailyLimit: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every problem is reported together so a deploy fails with the full list. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (env.LLM_BASE_URL && !env.LLM_MODEL) problems.push('LLM_MODEL is required when LLM_BASE_URL is set');
  const production = env.NODE_ENV === 'production';
  const razorpayKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  if (production && !razorpayKeys && !env.PAYMENTS_SANDBOX)
    problems.push(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production (or PAYMENTS_SANDBOX=true for a demo that takes no money)',
    );
  if (production && !env.SMTP_URL && !env.MAIL_OUTBOX)
    problems.push('SMTP_URL is required in production (or MAIL_OUTBOX=true to keep e-mail in the outbox unsent)');
  if (env.TRUST_PROXY === 'true')
    problems.push(
      'TRUST_PROXY: set the number of proxy hops in front of the app (for example 1) or their addresses; "true" trusts any client',
    );
  if (env.ROLE !== 'all' && !env.DATABASE_URL)
    problems.push(
      `ROLE=${env.ROLE} needs DATABASE_URL: the embedded database belongs to one process, which must then do everything (ROLE=all)`,
    );
  if (env.PRACTICE_TRIAL_DAILY_LIMIT > env.PRACTICE_DAILY_LIMIT)
    problems.push('PRACTICE_TRIAL_DAILY_LIMIT must not be above PRACTICE_DAILY_LIMIT: the trial allowance is the smaller one');
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: env.NODE_ENV,
    role: env.ROLE,
    instanceId: env.INSTANCE_ID ?? `${env.ROLE}-${crypto.randomBytes(4).toString('hex')}`,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    trustProxy:
      !env.TRUST_PROXY || env.TRUST_PROXY === 'false' ? false : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwt: { secret: env.JWT_SECRET, ttlSeconds: env.JWT_TTL_SECONDS },
    inactivityLogoutMs: env.INACTIVITY_LOGOUT_MS,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL ?? 'support@visaready.local',
      sealKey: env.MAIL_SEAL_KEY,
    },
    sandbox: { payments: !razorpayKeys, mailOutbox: !env.SMTP_URL, paymentSecret: env.PAYMENTS_SANDBOX_SECRET },
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL,
          }
        : undefined,
    deepgram: env.DEEPGRAM_API_KEY ? { apiKey: env.DEEPGRAM_API_KEY, url: env.DEEPGRAM_URL } : undefined,
    llm: env.LLM_BASE_URL && env.LLM_MODEL ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL } : undefined,
    redisUrl: env.REDIS_URL,
    serveWeb: env.SERVE_WEB,
    speechSilenceTimeoutMs: env.SPEECH_SILENCE_TIMEOUT_MS,
    speechPool: {
      workers: env.SPEECH_WORKERS,
      streamsPerWorker: env.SPEECH_STREAMS_PER_WORKER,
      prewarmDecoders: env.SPEECH_PREWARM_DECODERS,
    },
    speechSecondPass: env.SPEECH_SECOND_PASS,
    practice: { dailyLimit: env.PRACTICE_DAILY_LIMIT, trialDailyLimit: env.PRACTICE_TRIAL_DAILY_LIMIT },
  };
}
