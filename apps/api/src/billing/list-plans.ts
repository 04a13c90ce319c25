import type { Database } from '../db/client';
import { findPlanByCode, listListedPlans, testsGrantedByPlan } from './billing-repository';
import { TRIAL_PLAN_CODE } from './plan-catalogue';
import { presentPlan } from './presenters';

/** The public plan listing: paid plans only; the trial's id travels alongside for sign-up. */
export async function listPlans(db: Database) {
  const [plans, granted, trial] = await Promise.all([listListedPlans(db), testsGrantedByPlan(db), findPlanByCode(db, TRIAL_PLAN_CODE)]);
  return {
    status: 'success' as const,
    data: plans.map((plan) => presentPlan(plan, granted.get(plan.id) ?? 0)),
    trial_subscription_id: trial?.id ?? null,
  };
}
