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
  const userId = await context.db.transaction(async (tx) => {
    const now = new Date();
    const owner = await consumeResetToken(tx, hashResetToken(input.token), now);
    if (!owner) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, 'reset_token_invalid');
    await retireResetTokens(tx, owner, now);
    await bumpTokenVersion(tx, owner, { passwordHash });
    return owner;
  });
  context.revocations.announce(userId);
  return { status: 'success', message: ACCOUNT_MESSAGES.passwordReset };
}
