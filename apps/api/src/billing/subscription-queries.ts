import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import type { Database } from '../db/client';
import { findPlanByCode, subscriptionRecordsForUser } from './billing-repository';
import { TRIAL_PLAN_CODE } from './plan-catalogue';
import { presentActiveSubscription, presentHistoryRecord } from './presenters';

export async function subscriptionHistory(db: Database, userId: string) {
  const [records, trial] = await Promise.all([subscriptionRecordsForUser(db, userId), findPlanByCode(db, TRIAL_PLAN_CODE)]);
  return { status: 'success' as const, data: { data: records.map((record) => presentHistoryRecord(record, trial?.id ?? null)) } };
}

export async function activeSubscriptions(db: Database, userId: string) {
  const records = await subscriptionRecordsForUser(db, userId, SUBSCRIPTION_STATUS.active);
  return { status: 'success' as const, data: records.map(presentActiveSubscription) };
}
