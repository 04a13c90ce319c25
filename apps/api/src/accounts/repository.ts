import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import { passwordResetTokens, users } from '../db/schema';

/** Data access of the accounts domain; every query on users and reset tokens lives here. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

const userById = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('accounts_user_by_id'),
);

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** What the profile screen shows of a user, nothing more (no password hash, no token version). */
export type ProfileRow = Pick<
  UserRow,
  'fullName' | 'email' | 'mobileNumber' | 'visaDate' | 'visaCenter' | 'sso' | 'picture' | 'createdAt' | 'role' | 'language'
>;

const profileById = preparedFor((db) =>
  db
    .select({
      fullName: users.fullName,
      email: users.email,
      mobileNumber: users.mobileNumber,
      visaDate: users.visaDate,
      visaCenter: users.visaCenter,
      sso: users.sso,
      picture: users.picture,
      createdAt: users.createdAt,
      role: users.role,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('accounts_profile_by_id'),
);

export async function findProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await profileById(db).execute({ id });
  return row;
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail (or Google account) is already registered. */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Database, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function recordLogin(db: Database, id: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

/** Revokes every token issued so far (DESIGN deviation 6) and returns the new version. */
export async function bumpTokenVersion(db: Database, id: string, extra: Partial<NewUser> = {}): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ ...extra, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`user ${id} vanished`);
  return row.tokenVersion;
}

export async function insertResetToken(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks an unused, unexpired token used and returns its user; a second caller with the same token gets nothing. */
export async function consumeResetToken(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Retires a user's other outstanding reset links once one of them has been used. */
export async function retireResetTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
