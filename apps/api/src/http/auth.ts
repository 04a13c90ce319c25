import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenRevocations } from '../accounts/token-revocations';
import type { TokenService } from '../accounts/tokens';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import { users } from '../db/schema';
import { COMMON_MESSAGES } from '@visaready/shared';
import { forbidden, unauthorized } from './errors';

export interface AuthenticatedUser {
  id: string;
  email: string;
  fullName: string;
  sso: number;
  tokenVersion: number;
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

interface UserRow {
  id: string;
  email: string;
  fullName: string;
  sso: number;
  tokenVersion: number;
  status: string;
}

/**
 * Resolves tokens to users, refusing tokens revoked by sign-out or a password change. The user row behind a token
 * is cached in this process for `ttlMs` and dropped at once when the user's tokens are revoked, so the hot path
 * costs no database round trip; without a process-wide revocation notice (several processes, no Redis) nothing is
 * cached.
 */
export interface TokenUsers {
  userForToken(token: string): Promise<AuthenticatedUser | null>;
}

const tokenUserById = preparedFor((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      sso: users.sso,
      tokenVersion: users.tokenVersion,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_token_user'),
);

const USER_CACHE_TTL_MS = 30_000;
const USER_CACHE_MAX = 10_000;

export function createTokenUsers(db: Database, tokens: TokenService, revocations: TokenRevocations, ttlMs = USER_CACHE_TTL_MS): TokenUsers {
  const cache = new Map<string, { row: UserRow; until: number }>();
  const caching = revocations.processWide && ttlMs > 0;
  if (caching) revocations.watchAll((userId) => cache.delete(userId));

  async function rowOf(userId: string): Promise<UserRow | undefined> {
    const cached = cache.get(userId);
    if (cached && cached.until > Date.now()) return cached.row;
    const [row] = await tokenUserById(db).execute({ userId });
    if (row && caching) {
      // Oldest entries go first when the cache is full (a Map keeps insertion order).
      if (cache.size >= USER_CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(userId, { row, until: Date.now() + ttlMs });
    }
    return row;
  }

  return {
    async userForToken(token) {
      const claims = tokens.verify(token);
      if (!claims) return null;
      const user = await rowOf(claims.userId);
      if (!user || user.status !== 'active' || user.tokenVersion !== claims.tokenVersion) return null;
      return {
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        sso: user.sso,
        tokenVersion: user.tokenVersion,
        tokenExpiresAt: claims.expiresAt,
      };
    },
  };
}

/** preHandler for routes that need a signed-in user. */
export function createRequireUser(tokenUsers: TokenUsers) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication code not found. Please login again.', 'token_missing');
    const user = await tokenUsers.userForToken(token);
    if (!user) throw unauthorized('Authentication failed. Please try again.', 'token_invalid');
    request.user = user;
  };
}

/**
 * preHandler for the admin console's routes: a signed-in user (401 otherwise) whose role, read fresh from the
 * database rather than the token cache, is admin (403 otherwise), so a role change counts from the next request.
 */
export function createRequireAdmin(requireUser: ReturnType<typeof createRequireUser>, db: Database) {
  return async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, currentUser(request).id))
      .limit(1);
    if (row?.role !== 'admin') throw forbidden(COMMON_MESSAGES.adminOnly, 'admin_only');
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
