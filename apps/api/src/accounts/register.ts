import { DEFAULT_ORDER_TYPE } from '@visaready/shared';
import { ACCOUNT_MESSAGES, type RegisterInput, type RegisterResponse } from '@visaready/shared/schemas/accounts';
import { createSignupSubscription } from '../billing/signup-subscription';
import { conflict } from '../http/errors';
import type { AccountsContext } from './context';
import { hashPassword } from './passwords';
import { presentAuth } from './presenters';
import { insertUser } from './repository';

/** The plan chosen before sign-up; no stored choice means the trial (000 §3 defaults). */
export function signupPlan(input: { subscription_id?: number; trial_subscription_id?: number; order_type?: string }) {
  return {
    subscriptionId: input.subscription_id ?? input.trial_subscription_id ?? null,
    orderType: input.order_type ?? DEFAULT_ORDER_TYPE,
  };
}

/** E-mail sign-up: the user and their sign-up subscription are created together or not at all. */
export async function register(context: AccountsContext, input: RegisterInput): Promise<RegisterResponse> {
  const passwordHash = await hashPassword(input.password);
  const created = await context.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email_address,
      passwordHash,
      fullName: input.full_name,
      mobileNumber: input.mobile_number,
      visaDate: input.visa_date ?? null,
      visaCenter: input.visa_center ?? null,
      sso: 0,
      lastLoginAt: new Date(),
    });
    if (!user) throw conflict(ACCOUNT_MESSAGES.emailTaken, 'email_taken');
    const order = await createSignupSubscription(tx, { userId: user.id, ...signupPlan(input) });
    return { user, order };
  });
  const token = await context.tokens.issue(created.user.id, created.user.tokenVersion);
  return {
    ...presentAuth(created.user, token, ACCOUNT_MESSAGES.registered),
    order_id: created.order.orderId,
    order_status: created.order.status,
  };
}
