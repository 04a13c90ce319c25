import { findUserByEmail, updateUser } from '../accounts/repository';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { AdminContext } from './context';
import { recordAudit } from './repository';

/**
 * Gives an existing account the admin role. Only the command line calls this (`npm run admin:grant -- email`):
 * no route can change a role.
 */
export async function grantAdmin(
  context: Pick<AdminContext, 'db'>,
  input: { email: string },
): Promise<{ userId: string; email: string; alreadyAdmin: boolean }> {
  const user = await findUserByEmail(context.db, input.email.trim());
  if (!user) throw notFound(`No account uses the e-mail ${input.email.trim()}. The person must sign up first.`, 'user_not_found');
  if (user.role === 'admin') return { userId: user.id, email: user.email, alreadyAdmin: true };
  await context.db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    await updateUser(transaction, user.id, { role: 'admin' });
    await recordAudit(transaction, {
      actor: 'cli',
      action: 'user.grant-admin',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email },
    });
  });
  return { userId: user.id, email: user.email, alreadyAdmin: false };
}
