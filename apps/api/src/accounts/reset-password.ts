import { ACCOUNT_MESSAGES, type MessageResponse } from '@visaready/shared/schemas/accounts';
import { badRequest } from '../http/errors';
import type { AccountsContext } from './context';
import { hashPassword } from './passwords';
import { bumpTokenVersion, consumeResetToken, retireResetTokens } from './repository';
import { hashResetToken } from './reset-tokens';

/** Sets a new password from a single-use, one-hour link; signs the account out everywhere. */
export async function resetPassword(context: AccountsContext, input: { token: string; new_password: string }): Promise<MessageResponse> {
  // Hash first: the slow part stays outside the transaction.
  const passwordHash = await hashPassword(input.new_password);
  await context.db.transaction(async (tx) => {
    const now = new Date();
    const userId = await consumeResetToken(tx, hashResetToken(input.token), now);
    if (!userId) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, 'reset_token_invalid');
    await retireResetTokens(tx, userId, now);
    await bumpTokenVersion(tx, userId, { passwordHash });
  });
  return { status: 'success', message: ACCOUNT_MESSAGES.passwordReset };
}
