import { ADMIN_MESSAGES, type AdminMessageStatusResponse, type MessageStatus } from '@visaready/shared/schemas/admin';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { AdminContext } from './context';
import { presentMessage } from './presenters';
import { type Actor, recordAudit, updateMessageStatus } from './repository';

/** Moves a support message between new, answered and closed. */
export async function setMessageStatus(
  context: AdminContext,
  input: { actor: Actor; messageId: string; status: MessageStatus },
): Promise<AdminMessageStatusResponse> {
  const updated = await context.db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    const row = await updateMessageStatus(transaction, input.messageId, input.status);
    if (row)
      await recordAudit(transaction, {
        actor: input.actor,
        action: 'message.set-status',
        targetType: 'message',
        targetId: row.id,
        details: { status: input.status },
      });
    return row;
  });
  if (!updated) throw notFound(ADMIN_MESSAGES.messageNotFound, 'message_not_found');
  return { status: 'success', message: ADMIN_MESSAGES.messageStatusSaved, data: presentMessage(updated) };
}
