import { ADMIN_MESSAGES, type AdminUserDetail } from '@visaready/shared/schemas/admin';
import { findUserById } from '../accounts/repository';
import { subscriptionRecordsForUser } from '../billing/billing-repository';
import { notFound } from '../http/errors';
import type { AdminContext } from './context';
import { presentAttempts, presentSubscription, presentUser } from './presenters';
import { attemptsOfUser } from './repository';

/** One user with their subscriptions, and their attempts with every answer's score. */
export async function getUser(context: AdminContext, input: { userId: string }): Promise<{ status: 'success'; data: AdminUserDetail }> {
  const user = await findUserById(context.db, input.userId);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound, 'user_not_found');
  const [subscriptions, attempts] = await Promise.all([
    subscriptionRecordsForUser(context.db, user.id),
    attemptsOfUser(context.db, user.id),
  ]);
  return {
    status: 'success',
    data: {
      ...presentUser(user),
      mobile_number: user.mobileNumber,
      sso: user.sso === 1,
      subscriptions: subscriptions.map(presentSubscription),
      attempts: presentAttempts(attempts),
    },
  };
}
