import crypto from 'node:crypto';
import { users } from '../db/schema';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** Headers carrying the user's bearer token. */
  auth: { authorization: string };
}

/**
 * A signed-in user for tests of other domains: a real row and a real token from the app's own token
 * service. Tests of sign-up and sign-in go through the accounts API instead.
 */
export async function createSignedInUser(
  app: Pick<TestApp, 'database' | 'deps'>,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const [user] = await app.database.db
    .insert(users)
    .values({ fullName: 'Test Applicant', mobileNumber: '9876543210', ...overrides, email })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!user) throw new Error('user insert returned nothing');
  const { token } = await app.deps.tokens.issue(user.id, user.tokenVersion);
  return { id: user.id, email, token, auth: { authorization: `Bearer ${token}` } };
}
