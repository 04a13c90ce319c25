import { ADMIN_MESSAGES, type AdminActionResponse } from '@visaready/shared/schemas/admin';
import { bumpTokenVersion, findUserById } from '../accounts/repository';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { AdminContext } from './context';
import { type Actor, recordAudit } from './repository';

/**
 * Signs the user out everywhere, as their own sign-out does: the token version moves on (earlier tokens are
 * refused) and the revocation is announced, so cached token checks drop and open transcription sockets close.
 */
export async function revokeSessions(context: AdminContext, input: { actor: Actor; userId: string }): Promise<AdminActionResponse> {
  const user = await findUserById(context.db, input.userId);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound, 'user_not_found');
  await context.db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    await bumpTokenVersion(transaction, user.id);
    await recordAudit(transaction, {
      actor: input.actor,
      action: 'user.revoke-sessions',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email },
    });
  });
  context.revocations.announce(user.id);
  return { status: 'success', message: ADMIN_MESSAGES.sessionsRevoked };
}
