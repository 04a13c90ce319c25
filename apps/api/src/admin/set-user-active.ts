import { ADMIN_MESSAGES, type AdminActionResponse } from '@visaready/shared/schemas/admin';
import { findUserById } from '../accounts/repository';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/errors';
import type { AdminContext } from './context';
import { type Actor, recordAudit, setUserStatus } from './repository';

/**
 * Deactivates or reactivates a user. Deactivation refuses sign-in (login says so) and, by moving the token version
 * on and announcing it, makes every token the user holds stop working at once. An admin cannot deactivate
 * themselves, so the console always has someone who can undo it.
 */
export async function setUserActive(
  context: AdminContext,
  input: { actor: Actor; userId: string; active: boolean },
): Promise<AdminActionResponse> {
  const user = await findUserById(context.db, input.userId);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound, 'user_not_found');
  if (!input.active && input.actor !== 'cli' && input.actor.id === user.id)
    throw conflict(ADMIN_MESSAGES.cannotDeactivateSelf, 'cannot_deactivate_self');
  const status = input.active ? 'active' : 'deactivated';
  const changed = await context.db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    const row = await setUserStatus(transaction, user.id, status);
    if (row)
      await recordAudit(transaction, {
        actor: input.actor,
        action: input.active ? 'user.reactivate' : 'user.deactivate',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email },
      });
    return Boolean(row);
  });
  if (!changed) throw conflict(ADMIN_MESSAGES.alreadyInThatState, 'user_status_unchanged');
  context.revocations.announce(user.id);
  return { status: 'success', message: input.active ? ADMIN_MESSAGES.userReactivated : ADMIN_MESSAGES.userDeactivated };
}
