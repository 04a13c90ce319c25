import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { interviews, planGrants, plans } from '../db/schema';
import { PLAN_CATALOGUE, type PlanSeed } from './plan-catalogue';

/**
 * Upserts the plan catalogue by plan code (safe to run at every start-up). Grants name interviews by slug;
 * a grant whose interview is not seeded is skipped rather than failing, and picked up on a later run.
 */
export async function seedPlans(db: Database, catalogue: PlanSeed[] = PLAN_CATALOGUE): Promise<void> {
  const slugs = [...new Set(catalogue.flatMap((plan) => [plan.interviewSlug, ...plan.grants.map((grant) => grant.interviewSlug)]))];
  const interviewRows = await db
    .select({ id: interviews.id, slug: interviews.slug })
    .from(interviews)
    .where(inArray(interviews.slug, slugs));
  const interviewIdBySlug = new Map(interviewRows.map((row) => [row.slug, row.id]));

  for (const [index, plan] of catalogue.entries()) {
    const values = {
      code: plan.code,
      name: plan.name,
      subscriptionType: plan.subscriptionType,
      tag1: plan.tag1,
      description: plan.description,
      pricePaise: plan.pricePaise,
      durationDays: plan.durationDays,
      billingPeriod: plan.billingPeriod,
      interviewId: interviewIdBySlug.get(plan.interviewSlug) ?? null,
      listed: plan.listed,
      sortOrder: index,
    };
    const { code: _code, ...updatable } = values;
    const [row] = await db
      .insert(plans)
      .values(values)
      .onConflictDoUpdate({ target: plans.code, set: updatable })
      .returning({ id: plans.id });
    if (!row) throw new Error(`plan ${plan.code} was not stored`);

    for (const grant of plan.grants) {
      const interviewId = interviewIdBySlug.get(grant.interviewSlug);
      if (interviewId === undefined) continue;
      await db
        .insert(planGrants)
        .values({ planId: row.id, interviewId, tests: grant.tests })
        .onConflictDoUpdate({ target: [planGrants.planId, planGrants.interviewId], set: { tests: sql`excluded.tests` } });
    }
  }
}
