import { ACCOUNT_MESSAGES, type AuthResponse, type LoginInput } from '@visaready/shared/schemas/accounts';
import { AppError, forbidden, unauthorized } from '../http/errors';
import type { AccountsContext } from './context';
import { verifyPassword } from './passwords';
import { presentAuth } from './presenters';
import { findUserByEmail, recordLogin } from './repository';

/**
 * Password sign-in. 'User not found' is kept because the sign-in page sends such users to sign-up
 * (DESIGN deviation 4 notes it); rate limits in the route bound what it reveals. A deactivated account is told so
 * only once the password is right, so the deactivation is news to its owner alone.
 */
export async function login(context: AccountsContext, input: LoginInput): Promise<AuthResponse> {
  const user = await findUserByEmail(context.db, input.identifier.trim());
  if (!user) throw new AppError(404, 'user_not_found', ACCOUNT_MESSAGES.userNotFound);
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  if (user.status !== 'active') throw forbidden(ACCOUNT_MESSAGES.accountDeactivated, 'account_deactivated');
  await recordLogin(context.db, user.id);
  const token = await context.tokens.issue(user.id, user.tokenVersion);
  return presentAuth(user, token, ACCOUNT_MESSAGES.loggedIn);
}
