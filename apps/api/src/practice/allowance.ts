import { PRACTICE_MESSAGES, practiceMessage } from '@visaready/shared/schemas/practice';
import { activePlanKind } from '../billing/subscription-queries';
import { AppError, forbidden } from '../http/errors';
import type { PracticeContext } from './context';
import { countAnswersSince } from './repository';

export interface PracticeAllowance {
  plan: 'paid' | 'trial';
  used: number;
  limit: number;
  remaining: number;
  resetsAt: Date;
}

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * Today's practice allowance (UTC days): the configured limit for a paid plan, the smaller trial one when the free
 * trial is the only active plan. Without an active plan there is no practice at all.
 */
export async function practiceAllowance(context: PracticeContext, userId: string): Promise<PracticeAllowance> {
  const now = context.now();
  const plan = await activePlanKind(context.db, userId, now);
  if (!plan) throw forbidden(PRACTICE_MESSAGES.noSubscription, 'practice_needs_subscription');
  const dayStart = startOfUtcDay(now);
  const limit = plan === 'paid' ? context.limits.dailyLimit : context.limits.trialDailyLimit;
  const used = await countAnswersSince(context.db, userId, dayStart);
  return { plan, used, limit, remaining: Math.max(0, limit - used), resetsAt: new Date(dayStart.getTime() + 86_400_000) };
}

/** Refuses another answer once the day's allowance is used, saying when it comes back. */
export function assertAnswerAllowed(allowance: PracticeAllowance, now: Date): void {
  if (allowance.used < allowance.limit) return;
  const message = practiceMessage(
    allowance.plan === 'trial' ? PRACTICE_MESSAGES.trialLimitReached : PRACTICE_MESSAGES.dailyLimitReached,
    allowance.limit,
  );
  const retryAfter = Math.max(1, Math.ceil((allowance.resetsAt.getTime() - now.getTime()) / 1000));
  throw new AppError(429, 'practice_limit_reached', message, { 'retry-after': String(retryAfter) });
}
