import { and, asc, desc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import type { Database } from '../db/client';
import { interviews, payments, planGrants, plans, subscriptionLicences, subscriptions, webhookEvents } from '../db/schema';

/** Data access for plans, subscriptions (orders), licences, payments and webhook events. */

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findPlanById(db: Database, planId: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan;
}

export async function findPlanByCode(db: Database, code: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.code, code));
  return plan;
}

export async function listListedPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.listed, true)).orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function grantsForPlan(db: Database, planId: number) {
  return db.select({ interviewId: planGrants.interviewId, tests: planGrants.tests }).from(planGrants).where(eq(planGrants.planId, planId));
}

export async function insertSubscription(db: Database, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function insertLicences(db: Database, subscriptionId: string, grants: Array<{ interviewId: number; tests: number }>) {
  if (grants.length === 0) return;
  await db
    .insert(subscriptionLicences)
    .values(
      grants.map((grant) => ({ subscriptionId, interviewId: grant.interviewId, testsTotal: grant.tests, testsRemaining: grant.tests })),
    )
    .onConflictDoNothing();
}

export async function findSubscriptionByOrderId(db: Database, orderId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
  return row;
}

export async function findSubscriptionByGatewayOrderId(db: Database, gatewayOrderId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.gatewayOrderId, gatewayOrderId));
  return row;
}

/** Attaches a gateway order unless a concurrent request already attached one for this gateway; returns the one kept. */
export async function attachGatewayOrder(db: Database, subscriptionId: string, gateway: string, gatewayOrderId: string): Promise<string> {
  const [updated] = await db
    .update(subscriptions)
    .set({ gateway, gatewayOrderId, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        or(isNull(subscriptions.gatewayOrderId), ne(subscriptions.gateway, gateway), isNull(subscriptions.gateway)),
      ),
    )
    .returning({ gatewayOrderId: subscriptions.gatewayOrderId });
  if (updated?.gatewayOrderId) return updated.gatewayOrderId;
  const [kept] = await db
    .select({ gatewayOrderId: subscriptions.gatewayOrderId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!kept?.gatewayOrderId) throw new Error('gateway order was not attached');
  return kept.gatewayOrderId;
}

/** Moves a payment-due order to Active; returns null when another request already did (exactly-once). */
export async function markActiveIfPaymentDue(db: Database, subscriptionId: string, activatedAt: Date, expiryDate: Date) {
  const [row] = await db
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUS.active, activatedAt, expiryDate, updatedAt: activatedAt })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, SUBSCRIPTION_STATUS.paymentDue)))
    .returning();
  return row ?? null;
}

/** Records a gateway payment once; returns false when it was already recorded. */
export async function recordPayment(db: Database, values: typeof payments.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(payments).values(values).onConflictDoNothing().returning({ id: payments.id });
  return inserted.length > 0;
}

/** Stores a webhook event id; returns false for a duplicate delivery. */
export async function recordWebhookEvent(db: Database, values: typeof webhookEvents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(webhookEvents).values(values).onConflictDoNothing().returning({ id: webhookEvents.id });
  return inserted.length > 0;
}

export async function expireDueSubscriptions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUS.expired, updatedAt: now })
    .where(and(eq(subscriptions.status, SUBSCRIPTION_STATUS.active), lte(subscriptions.expiryDate, now)))
    .returning({ id: subscriptions.id });
  return rows.length;
}

export interface SubscriptionRecord {
  subscription: SubscriptionRow;
  plan: PlanRow;
  interviewName: string | null;
  remainingTests: number;
}

/** A user's subscriptions with their plan, interview name and tests left, newest first. */
export async function subscriptionRecordsForUser(db: Database, userId: string, onlyStatus?: string): Promise<SubscriptionRecord[]> {
  const remaining = db
    .select({
      subscriptionId: subscriptionLicences.subscriptionId,
      remaining: sql<number>`cast(coalesce(sum(${subscriptionLicences.testsRemaining}), 0) as integer)`.as('remaining'),
    })
    .from(subscriptionLicences)
    .groupBy(subscriptionLicences.subscriptionId)
    .as('remaining');
  const rows = await db
    .select({ subscription: subscriptions, plan: plans, interviewName: interviews.name, remainingTests: remaining.remaining })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(interviews, eq(interviews.id, plans.interviewId))
    .leftJoin(remaining, eq(remaining.subscriptionId, subscriptions.id))
    .where(onlyStatus ? and(eq(subscriptions.userId, userId), eq(subscriptions.status, onlyStatus)) : eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
  return rows.map((row) => ({ ...row, remainingTests: Number(row.remainingTests ?? 0) }));
}

/** Total tests each plan grants, for the plan listing. */
export async function testsGrantedByPlan(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ planId: planGrants.planId, tests: sql<number>`cast(sum(${planGrants.tests}) as integer)` })
    .from(planGrants)
    .groupBy(planGrants.planId);
  return new Map(rows.map((row) => [row.planId, Number(row.tests)]));
}
