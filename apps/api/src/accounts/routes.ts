import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  googleAuthResponseSchema,
  googleAuthSchema,
  loginSchema,
  messageResponseSchema,
  profileResponseSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  saveLanguageSchema,
  saveProfileSchema,
  ACCOUNT_MESSAGES,
} from '@visaready/shared/schemas/accounts';
import { fillPlaceholders } from '@visaready/shared';
import { errorBodySchema } from '@visaready/shared/schemas/common';
import type { AppDeps } from '../app-deps';
import { currentUser } from '../http/auth';
import { enforceRateLimit } from '../http/rate-limit';
import { changePassword } from './change-password';
import type { AccountsContext } from './context';
import { forgotPassword } from './forgot-password';
import { googleSignIn } from './google-sign-in';
import { createGoogleTokenVerifier } from './google-token';
import { login } from './login';
import { getProfile, saveLanguage, saveProfile } from './profile';
import { ACCOUNT_RATE_LIMITS as LIMITS } from './rate-limits';
import { register } from './register';
import { resetPassword } from './reset-password';
import { signOut } from './sign-out';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
const bearer = [{ bearer: [] }];

export async function accountsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context: AccountsContext = {
    db: deps.database.db,
    tokens: deps.tokens,
    config: deps.config,
    mailer: deps.mailer,
    google: deps.config.google.clientId ? createGoogleTokenVerifier(deps.config.google.clientId, deps.config.google.jwksUrl) : null,
    revocations: deps.revocations,
  };
  const limit = deps.rateLimiter;

  routes.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up with e-mail and password',
        body: registerSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(limit, LIMITS.registerPerIp, request.ip);
      return reply.status(201).send(await register(context, request.body));
    },
  );

  routes.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      const account = request.body.identifier.trim().toLowerCase();
      const accountAndClient = `${account}|${request.ip}`;
      await enforceRateLimit(limit, LIMITS.loginPerIp, request.ip, signInLimited);
      await enforceRateLimit(limit, LIMITS.loginPerAccountAndClient, accountAndClient, signInLimited);
      await enforceRateLimit(limit, LIMITS.loginPerAccount, account, signInLimited);
      const result = await login(context, request.body);
      await limit.reset(LIMITS.loginPerAccountAndClient, accountAndClient);
      return result;
    },
  );

  routes.post(
    '/auth/google',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in or sign up with a Google ID token (verified server-side)',
        body: googleAuthSchema,
        response: { 200: googleAuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enforceRateLimit(limit, LIMITS.googlePerIp, request.ip);
      return googleSignIn(context, request.body);
    },
  );

  routes.get(
    '/get_user_profile',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user profile',
        security: bearer,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => getProfile(context, currentUser(request).id),
  );

  routes.post(
    '/save_user_profile',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Edit the profile or complete profile setup',
        security: bearer,
        body: saveProfileSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => saveProfile(context, currentUser(request).id, request.body),
  );

  routes.post(
    '/save_user_language',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Remember the signed-in app's language (en or hi) for this user",
        security: bearer,
        body: saveLanguageSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => saveLanguage(context, currentUser(request).id, request.body),
  );

  routes.post(
    '/change-password',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(limit, LIMITS.changePasswordPerUser, user.id);
      return changePassword(context, user.id, request.body);
    },
  );

  routes.post(
    '/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enforceRateLimit(limit, LIMITS.forgotPerIp, request.ip);
      await enforceRateLimit(limit, LIMITS.forgotPerEmail, request.body.email);
      return forgotPassword(context, request.body.email);
    },
  );

  routes.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password from a reset link',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enforceRateLimit(limit, LIMITS.resetPerIp, request.ip);
      return resetPassword(context, request.body);
    },
  );

  routes.post(
    '/logout',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: revokes every token of the user',
        security: bearer,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => signOut(context, currentUser(request).id),
  );
}

/** Says plainly that sign-in is paused, and for how long, instead of "Server busy". */
function signInLimited(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return fillPlaceholders(ACCOUNT_MESSAGES.signInLimited, { minutes: `${minutes} minute${minutes === 1 ? '' : 's'}` });
}
