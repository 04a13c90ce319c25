import { ACCOUNT_MESSAGES, type MessageResponse } from '@visaready/shared/schemas/accounts';
import type { AccountsContext } from './context';
import { bumpTokenVersion } from './repository';

/** Sign-out revokes the user's tokens by bumping their version (DESIGN deviation 6). */
export async function signOut(context: AccountsContext, userId: string): Promise<MessageResponse> {
  await bumpTokenVersion(context.db, userId);
  context.revocations.announce(userId);
  return { status: 'success', message: ACCOUNT_MESSAGES.signedOut };
}
