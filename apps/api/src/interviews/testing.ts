import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { interviews, plans, subscriptionLicences, subscriptions } from '../db/schema';
import type { Database } from '../db/client';

/**
 * Test set-up for interview tests: gives a user a subscription with licences directly in the database, as the
 * purchase flow (billing) would once a payment is verified.
 */
export async function giveSubscription(
  db: Database,
  userId: string,
  licences: Array<{ interviewSlug: string; tests: number; remaining?: number }>,
  options: { status?: string; expiryDate?: Date | null } = {},
): Promise<string> {
  const code = `test-plan-${crypto.randomBytes(4).toString('hex')}`;
  const [plan] = await db
    .insert(plans)
    .values({ code, name: 'Test plan', subscriptionType: 'Monthly', pricePaise: 49_900, durationDays: 30, listed: false })
    .returning({ id: plans.id });
  if (!plan) throw new Error('plan insert returned nothing');
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      orderId: `order_${crypto.randomBytes(6).toString('hex')}`,
      userId,
      planId: plan.id,
      orderType: 'new',
      status: options.status ?? 'Active',
      amountPaise: 49_900,
      activatedAt: new Date(),
      expiryDate: options.expiryDate === undefined ? new Date(Date.now() + 30 * 24 * 3600 * 1000) : options.expiryDate,
    })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error('subscription insert returned nothing');
  for (const licence of licences) {
    const interviewId = await interviewIdBySlug(db, licence.interviewSlug);
    await db.insert(subscriptionLicences).values({
      subscriptionId: subscription.id,
      interviewId,
      testsTotal: licence.tests,
      testsRemaining: licence.remaining ?? licence.tests,
    });
  }
  return subscription.id;
}

export async function interviewIdBySlug(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: interviews.id }).from(interviews).where(eq(interviews.slug, slug));
  if (!row) throw new Error(`interview ${slug} is not seeded`);
  return row.id;
}

/** Polls until `check` returns a value (or times out), for work done by background jobs. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
