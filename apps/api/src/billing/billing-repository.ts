import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import {
  gatewayPlans,
  interviews,
  payments,
  planGrants,
  plans,
  sandboxGatewaySubscriptions,
  subscriptionLicences,
  subscriptions,
  webhookEvents,
} from '../db/schema';

/**
 * Data access for plans, subscriptions (orders), licences, payments and webhook events, and the sandbox gateway's own
 * subscription books.
 */

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findPlanById(db: Database, planId: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan;
}

/** The plan an order was placed for (it always has one: plan_id references plans). */
export async function planOfSubscription(db: Database, subscription: SubscriptionRow): Promise<PlanRow> {
  const plan = await findPlanById(db, subscription.planId);
  if (!plan) throw new Error(`plan ${subscription.planId} of order ${subscription.orderId} is missing`);
  return plan;
}

const planByCode = preparedFor((db) =>
  db
    .select()
    .from(plans)
    .where(eq(plans.code, sql.placeholder('code')))
    .prepare('billing_plan_by_code'),
);

export async function findPlanByCode(db: Database, code: string): Promise<PlanRow | undefined> {
  const [plan] = await planByCode(db).execute({ code });
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

/**
 * Adds a period's tests to a subscription's licences (creating them on its first payment): what is left of earlier
 * periods stays.
 */
export async function grantPeriodTests(db: Database, subscriptionId: string, grants: Array<{ interviewId: number; tests: number }>) {
  if (grants.length === 0) return;
  await db
    .insert(subscriptionLicences)
    .values(
      grants.map((grant) => ({ subscriptionId, interviewId: grant.interviewId, testsTotal: grant.tests, testsRemaining: grant.tests })),
    )
    .onConflictDoUpdate({
      target: [subscriptionLicences.subscriptionId, subscriptionLicences.interviewId],
      set: {
        testsTotal: sql`${subscriptionLicences.testsTotal} + excluded.tests_total`,
        testsRemaining: sql`${subscriptionLicences.testsRemaining} + excluded.tests_remaining`,
      },
    });
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

export async function findSubscriptionByGatewaySubscriptionId(db: Database, gatewaySubscriptionId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.gatewaySubscriptionId, gatewaySubscriptionId));
  return row;
}

/**
 * Attaches a gateway subscription (the order then renews) unless a concurrent request already attached one for this
 * gateway; returns the one kept.
 */
export async function attachGatewaySubscription(db: Database, subscriptionId: string, gateway: string, gatewaySubscriptionId: string) {
  const [updated] = await db
    .update(subscriptions)
    .set({ gateway, gatewaySubscriptionId, isAutoRenew: true, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        or(isNull(subscriptions.gatewaySubscriptionId), ne(subscriptions.gateway, gateway), isNull(subscriptions.gateway)),
      ),
    )
    .returning({ gatewaySubscriptionId: subscriptions.gatewaySubscriptionId });
  if (updated?.gatewaySubscriptionId) return updated.gatewaySubscriptionId;
  const [kept] = await db
    .select({ gatewaySubscriptionId: subscriptions.gatewaySubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!kept?.gatewaySubscriptionId) throw new Error('gateway subscription was not attached');
  return kept.gatewaySubscriptionId;
}

export interface GatewayPlanKey {
  gateway: string;
  account: string;
  planId: number;
  amountPaise: number;
  billingPeriod: string;
}

const gatewayPlanMatches = (key: GatewayPlanKey) =>
  and(
    eq(gatewayPlans.gateway, key.gateway),
    eq(gatewayPlans.account, key.account),
    eq(gatewayPlans.planId, key.planId),
    eq(gatewayPlans.amountPaise, key.amountPaise),
    eq(gatewayPlans.billingPeriod, key.billingPeriod),
  );

export async function findGatewayPlanId(db: Database, key: GatewayPlanKey): Promise<string | undefined> {
  const [row] = await db.select({ id: gatewayPlans.gatewayPlanId }).from(gatewayPlans).where(gatewayPlanMatches(key));
  return row?.id;
}

/** Keeps the first gateway plan stored for the key (a concurrent creator's may win); returns the one kept. */
export async function keepGatewayPlanId(db: Database, key: GatewayPlanKey, gatewayPlanId: string): Promise<string> {
  await db
    .insert(gatewayPlans)
    .values({ ...key, gatewayPlanId })
    .onConflictDoNothing();
  const kept = await findGatewayPlanId(db, key);
  if (!kept) throw new Error('gateway plan was not stored');
  return kept;
}

/**
 * A charge's period: the subscription is Active until at least `periodEnd` (never shortened: periods reported out of
 * order leave the latest end). Returns the updated row.
 */
export async function extendPaidPeriod(db: Database, subscriptionId: string, chargedAt: Date, periodEnd: Date) {
  const [row] = await db
    .update(subscriptions)
    .set({
      status: SUBSCRIPTION_STATUS.active,
      activatedAt: sql`coalesce(${subscriptions.activatedAt}, ${chargedAt.toISOString()}::timestamptz)`,
      expiryDate: sql`greatest(${subscriptions.expiryDate}, ${periodEnd.toISOString()}::timestamptz)`,
      updatedAt: chargedAt,
    })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  if (!row) throw new Error(`subscription ${subscriptionId} is missing`);
  return row;
}

/** A charge already granted, reported again with the gateway's own period: its end is taken if later (nothing else). */
export async function alignPaidPeriodEnd(db: Database, subscriptionId: string, periodEnd: Date) {
  await db
    .update(subscriptions)
    .set({ expiryDate: sql`greatest(${subscriptions.expiryDate}, ${periodEnd.toISOString()}::timestamptz)` })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, SUBSCRIPTION_STATUS.active)));
}

/**
 * Renewal off: the subscription keeps the period paid for, or ends at once when none is left (a renewal charge that
 * never came, or a period already over). Only for a subscription that was ever paid; returns the row.
 */
export async function endRenewal(db: Database, subscriptionId: string, at: Date) {
  const [row] = await db
    .update(subscriptions)
    .set({
      isAutoRenew: false,
      renewalCancelledAt: sql`coalesce(${subscriptions.renewalCancelledAt}, ${at.toISOString()}::timestamptz)`,
      status: sql`case when ${subscriptions.status} = ${SUBSCRIPTION_STATUS.active} and ${subscriptions.expiryDate} > ${at.toISOString()}::timestamptz then ${subscriptions.status} else ${SUBSCRIPTION_STATUS.expired} end`,
      updatedAt: at,
    })
    .where(and(eq(subscriptions.id, subscriptionId), isNotNull(subscriptions.activatedAt)))
    .returning();
  return row ?? null;
}

/** Renewing subscriptions whose period ended before `dueBefore` without a charge: Active → Payment Due. */
export async function markUnpaidRenewalsDue(db: Database, dueBefore: Date, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUS.paymentDue, updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, SUBSCRIPTION_STATUS.active),
        eq(subscriptions.isAutoRenew, true),
        lte(subscriptions.expiryDate, dueBefore),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
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

/**
 * Runs `work` in one transaction with the webhook event that reported it (none for the checkout's own report), so
 * both are stored or neither; 'duplicate', changing nothing, for an event already handled.
 */
export async function onceForWebhookEvent<T>(
  db: Database,
  webhook: typeof webhookEvents.$inferInsert | undefined,
  work: (tx: Database) => Promise<T>,
): Promise<T | 'duplicate'> {
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    if (webhook && !(await recordWebhookEvent(transaction, webhook))) return 'duplicate';
    return work(transaction);
  });
}

/** Active → Expired past expiry_date, for everything that does not renew (a renewing plan's charge is awaited). */
export async function expireDueSubscriptions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: SUBSCRIPTION_STATUS.expired, updatedAt: now })
    .where(
      and(eq(subscriptions.status, SUBSCRIPTION_STATUS.active), eq(subscriptions.isAutoRenew, false), lte(subscriptions.expiryDate, now)),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}

export interface SubscriptionRecord {
  subscription: SubscriptionRow;
  plan: PlanRow;
  interviewName: string | null;
  remainingTests: number;
}

/**
 * A user's subscriptions with their plan, interview name and tests left, newest first. The tests left are summed per
 * subscription through the licences' primary key, not over every user's licences and then joined.
 */
const recordColumns = {
  subscription: subscriptions,
  plan: plans,
  interviewName: interviews.name,
  remainingTests: sql<number>`(select coalesce(sum(${subscriptionLicences.testsRemaining}), 0)::int from ${subscriptionLicences} where ${subscriptionLicences.subscriptionId} = ${subscriptions.id})`,
};

function selectSubscriptionRecords(db: Database, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(interviews, eq(interviews.id, plans.interviewId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt));
}

const recordsOfUser = preparedFor((db) =>
  selectSubscriptionRecords(db, eq(subscriptions.userId, sql.placeholder('userId'))).prepare('billing_subscription_records_of_user'),
);

const recordsOfUserWithStatus = preparedFor((db) =>
  selectSubscriptionRecords(
    db,
    and(eq(subscriptions.userId, sql.placeholder('userId')), eq(subscriptions.status, sql.placeholder('status'))),
  ).prepare('billing_subscription_records_of_user_with_status'),
);

export async function subscriptionRecordsForUser(db: Database, userId: string, onlyStatus?: string): Promise<SubscriptionRecord[]> {
  return onlyStatus ? recordsOfUserWithStatus(db).execute({ userId, status: onlyStatus }) : recordsOfUser(db).execute({ userId });
}

/** A line of the user's order history: what the history screen shows of a subscription, its plan and its interview. */
export interface SubscriptionHistoryRow {
  orderId: string;
  status: string;
  createdAt: Date;
  expiryDate: Date | null;
  isAutoRenew: boolean;
  amountPaise: number;
  planId: number;
  planName: string;
  interviewId: number | null;
  interviewName: string | null;
  remainingTests: number;
  /** The id of the plan coded as the trial (null without one), beside every line. */
  trialPlanId: number | null;
}

const historyOfUser = preparedFor((db) =>
  db
    .select({
      orderId: subscriptions.orderId,
      status: subscriptions.status,
      createdAt: subscriptions.createdAt,
      expiryDate: subscriptions.expiryDate,
      isAutoRenew: subscriptions.isAutoRenew,
      amountPaise: subscriptions.amountPaise,
      planId: plans.id,
      planName: plans.name,
      interviewId: plans.interviewId,
      interviewName: interviews.name,
      remainingTests: recordColumns.remainingTests,
      trialPlanId: sql<
        number | null
      >`(select trial_plan.id from ${plans} trial_plan where trial_plan.code = ${sql.placeholder('trialCode')})`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(interviews, eq(interviews.id, plans.interviewId))
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(desc(subscriptions.createdAt))
    .prepare('billing_subscription_history_of_user'),
);

/** The user's order history, newest first, each line with the id of the plan coded `trialCode`, in one statement. */
export async function subscriptionHistoryOfUser(db: Database, userId: string, trialCode: string): Promise<SubscriptionHistoryRow[]> {
  return historyOfUser(db).execute({ userId, trialCode });
}

/** The kinds of plan ('Trial', 'Monthly'…) the user holds Active and unexpired at `now`. */
export async function activeSubscriptionTypes(db: Database, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ subscriptionType: plans.subscriptionType })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, SUBSCRIPTION_STATUS.active),
        or(isNull(subscriptions.expiryDate), sql`${subscriptions.expiryDate} > ${now}`),
      ),
    );
  return rows.map((row) => row.subscriptionType);
}

/** Total tests each plan grants, for the plan listing. */
export async function testsGrantedByPlan(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ planId: planGrants.planId, tests: sql<number>`cast(sum(${planGrants.tests}) as integer)` })
    .from(planGrants)
    .groupBy(planGrants.planId);
  return new Map(rows.map((row) => [row.planId, Number(row.tests)]));
}

// ─── The sandbox gateway's books ─────────────────────────────────────────────

export type SandboxSubscriptionRow = typeof sandboxGatewaySubscriptions.$inferSelect;

export async function insertSandboxSubscription(db: Database, values: typeof sandboxGatewaySubscriptions.$inferInsert) {
  const [row] = await db.insert(sandboxGatewaySubscriptions).values(values).returning();
  if (!row) throw new Error('sandbox subscription insert returned nothing');
  return row;
}

/** One sandbox subscription, locked for the caller's transaction. */
export async function lockSandboxSubscription(db: Database, id: string): Promise<SandboxSubscriptionRow | undefined> {
  const [row] = await db.select().from(sandboxGatewaySubscriptions).where(eq(sandboxGatewaySubscriptions.id, id)).for('update');
  return row;
}

export async function updateSandboxSubscription(
  db: Database,
  id: string,
  values: Partial<typeof sandboxGatewaySubscriptions.$inferInsert>,
) {
  await db.update(sandboxGatewaySubscriptions).set(values).where(eq(sandboxGatewaySubscriptions.id, id));
}

/** Sandbox subscriptions with a charge, retry or cycle end due by `now`. */
export async function dueSandboxSubscriptionIds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: sandboxGatewaySubscriptions.id })
    .from(sandboxGatewaySubscriptions)
    .where(and(inArray(sandboxGatewaySubscriptions.status, ['active', 'pending']), lte(sandboxGatewaySubscriptions.chargeAt, now)))
    .orderBy(asc(sandboxGatewaySubscriptions.chargeAt));
  return rows.map((row) => row.id);
}
