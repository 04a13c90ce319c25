import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from '../accounts/tokens';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { unauthorized } from './errors';

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

/** Resolves a token to its user, refusing tokens revoked by sign-out or a password change. */
export async function userForToken(db: Database, tokens: TokenService, token: string): Promise<AuthenticatedUser | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      sso: users.sso,
      tokenVersion: users.tokenVersion,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!user || user.status !== 'active' || user.tokenVersion !== claims.tokenVersion) return null;
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    sso: user.sso,
    tokenVersion: user.tokenVersion,
    tokenExpiresAt: claims.expiresAt,
  };
}

/** preHandler for routes that need a signed-in user. */
export function createRequireUser(db: Database, tokens: TokenService) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication code not found. Please login again.', 'token_missing');
    const user = await userForToken(db, tokens, token);
    if (!user) throw unauthorized('Authentication failed. Please try again.', 'token_invalid');
    request.user = user;
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
