import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import type { Database } from '../db/client';
import { activeSubscriptionTypes, subscriptionHistoryOfUser, subscriptionRecordsForUser } from './billing-repository';
import { TRIAL_PLAN_CODE, TRIAL_SUBSCRIPTION_TYPE } from './plan-catalogue';
import { presentActiveSubscription, presentHistoryRecord } from './presenters';

export async function subscriptionHistory(db: Database, userId: string) {
  const records = await subscriptionHistoryOfUser(db, userId, TRIAL_PLAN_CODE);
  return { status: 'success' as const, data: { data: records.map(presentHistoryRecord) } };
}

export async function activeSubscriptions(db: Database, userId: string) {
  const records = await subscriptionRecordsForUser(db, userId, SUBSCRIPTION_STATUS.active);
  return { status: 'success' as const, data: records.map(presentActiveSubscription) };
}

/** What the user's active plans give access to beyond tests: 'paid' (any paid plan), 'trial' (only the trial), or none. */
export async function activePlanKind(db: Database, userId: string, now = new Date()): Promise<'paid' | 'trial' | null> {
  const types = await activeSubscriptionTypes(db, userId, now);
  if (types.some((type) => type !== TRIAL_SUBSCRIPTION_TYPE)) return 'paid';
  return types.length > 0 ? 'trial' : null;
}
