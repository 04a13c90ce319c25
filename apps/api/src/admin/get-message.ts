import { ADMIN_MESSAGES, type AdminMessage } from '@visaready/shared/schemas/admin';
import { notFound } from '../http/errors';
import type { AdminContext } from './context';
import { presentMessage } from './presenters';
import { findMessage } from './repository';

export async function getMessage(context: AdminContext, input: { messageId: string }): Promise<{ status: 'success'; data: AdminMessage }> {
  const message = await findMessage(context.db, input.messageId);
  if (!message) throw notFound(ADMIN_MESSAGES.messageNotFound, 'message_not_found');
  return { status: 'success', data: presentMessage(message) };
}
