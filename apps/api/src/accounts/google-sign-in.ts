import { ACCOUNT_MESSAGES, type GoogleAuthInput, type GoogleAuthResponse } from '@visaready/shared/schemas/accounts';
import { createSignupSubscription } from '../billing/signup-subscription';
import { serviceUnavailable, unauthorized } from '../http/errors';
import type { AccountsContext } from './context';
import type { GoogleIdentity } from './google-token';
import { presentAuth } from './presenters';
import { findUserByEmail, findUserByGoogleSub, insertUser, type UserRow, updateUser } from './repository';
import { signupPlan } from './register';

/** Name shown for a Google account: its name when it passes our name rule, else the e-mail's local part. */
function displayName(identity: GoogleIdentity): string {
  const cleaned = (identity.name ?? '')
    .replace(/[^A-Za-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || identity.email.split('@')[0] || 'Applicant';
}

/**
 * Google sign-in and sign-up (000 §4): the user is found by Google `sub`, then by verified e-mail (linking
 * the Google account), else created with sso=1 and a sign-up subscription.
 */
export async function googleSignIn(context: AccountsContext, input: GoogleAuthInput): Promise<GoogleAuthResponse> {
  if (!context.google) throw serviceUnavailable(ACCOUNT_MESSAGES.googleNotConfigured, 'google_not_configured');
  const identity = await context.google.verify(input.credential);
  if (!identity) throw unauthorized(ACCOUNT_MESSAGES.googleTokenInvalid, 'google_token_invalid');

  const profile = {
    ...(input.mobile_number ? { mobileNumber: input.mobile_number } : {}),
    ...(input.visa_date ? { visaDate: input.visa_date } : {}),
    ...(input.visa_center ? { visaCenter: input.visa_center } : {}),
  };

  let user: UserRow | undefined =
    (await findUserByGoogleSub(context.db, identity.sub)) ?? (await findUserByEmail(context.db, identity.email));
  let order: { orderId: string; status: string } | null = null;
  const newUser = !user;

  if (user) {
    if (user.status !== 'active') throw unauthorized(ACCOUNT_MESSAGES.googleTokenInvalid, 'account_inactive');
    user = await updateUser(context.db, user.id, {
      googleSub: identity.sub,
      picture: identity.picture ?? user.picture,
      lastLoginAt: new Date(),
      ...profile,
    });
  } else {
    const created = await context.db.transaction(async (tx) => {
      const inserted = await insertUser(tx, {
        email: identity.email,
        fullName: displayName(identity),
        sso: 1,
        googleSub: identity.sub,
        picture: identity.picture,
        lastLoginAt: new Date(),
        ...profile,
      });
      // A concurrent first sign-in of the same Google account won the insert; theirs is the account.
      if (!inserted) return { inserted: undefined, order: null };
      return { inserted, order: await createSignupSubscription(tx, { userId: inserted.id, ...signupPlan(input) }) };
    });
    user = created.inserted ?? (await findUserByGoogleSub(context.db, identity.sub));
    order = created.order;
  }
  if (!user) throw unauthorized(ACCOUNT_MESSAGES.googleTokenInvalid, 'google_token_invalid');

  const token = await context.tokens.issue(user.id, user.tokenVersion);
  return {
    ...presentAuth(user, token, newUser ? ACCOUNT_MESSAGES.registered : ACCOUNT_MESSAGES.loggedIn),
    order_id: order?.orderId ?? null,
    order_status: order?.status ?? null,
    new_user: newUser,
    has_mobile: Boolean(user.mobileNumber),
  };
}
