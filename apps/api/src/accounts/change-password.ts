import { ACCOUNT_MESSAGES, type ChangePasswordInput, type ChangePasswordResponse } from '@visaready/shared/schemas/accounts';
import { badRequest, notFound } from '../http/errors';
import type { AccountsContext } from './context';
import { hashPassword, verifyPassword } from './passwords';
import { bumpTokenVersion, findUserById } from './repository';

/**
 * Password accounts must prove the old password and choose a different one; single sign-on accounts
 * (sso=1) have none to prove (001 §5). Earlier tokens are revoked; the caller gets a fresh one.
 */
export async function changePassword(
  context: AccountsContext,
  userId: string,
  input: ChangePasswordInput,
): Promise<ChangePasswordResponse> {
  const user = await findUserById(context.db, userId);
  if (!user) throw notFound();
  if (user.sso !== 1) {
    if (!input.old_password) throw badRequest(ACCOUNT_MESSAGES.oldPasswordRequired, 'old_password_required');
    if (input.old_password === input.new_password) throw badRequest(ACCOUNT_MESSAGES.passwordSameAsOld, 'password_unchanged');
    if (!(await verifyPassword(input.old_password, user.passwordHash)))
      throw badRequest(ACCOUNT_MESSAGES.oldPasswordWrong, 'old_password_wrong');
  }
  const passwordHash = await hashPassword(input.new_password);
  const tokenVersion = await bumpTokenVersion(context.db, user.id, { passwordHash });
  context.revocations.announce(user.id);
  const token = await context.tokens.issue(user.id, tokenVersion);
  return {
    status: 'success',
    message: ACCOUNT_MESSAGES.toastPasswordChanged,
    token: token.token,
    expires_at: token.expiresAt.toISOString(),
  };
}
