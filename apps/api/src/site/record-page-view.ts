import { analyticsLabel, type pageViewRequestSchema } from '@visaready/shared/schemas/site';
import type { z } from 'zod';
import type { SiteRepository } from './repository';

const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * Stores one page view. The IP comes from the connection (or the trusted proxy), never from the client and never
 * from a third-party lookup; labels are title-cased and anything carrying an '@' is redacted (spec §7).
 */
export async function recordPageView(
  repository: SiteRepository,
  view: z.output<typeof pageViewRequestSchema>,
  visitor: { ip: string; userAgent: string | undefined },
  now = new Date(),
): Promise<void> {
  const claimed = new Date(view.visitedAt);
  // A wildly wrong browser clock must not scatter the analytics; fall back to the server's time.
  const visitedAt = Math.abs(claimed.getTime() - now.getTime()) > MAX_CLOCK_SKEW_MS ? now : claimed;
  await repository.recordPageView({
    path: view.path.includes('@') ? '[redacted]' : view.path,
    title: analyticsLabel(view.title),
    ip: visitor.ip,
    userAgent: visitor.userAgent?.slice(0, 500) ?? null,
    visitedAt,
  });
}
