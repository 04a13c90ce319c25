import type { SignupList } from '@visaready/shared/schemas/admin';
import type { AdminContext } from './context';
import { toCsv } from './csv';
import { type Actor, newsletterSignups, recordAudit, waitlistSignups } from './repository';

/** The newsletter or waitlist sign-ups as a CSV file; an export of personal data is recorded in the audit log. */
export async function exportSignups(
  context: AdminContext,
  input: { actor: Actor; list: SignupList },
): Promise<{ filename: string; csv: string }> {
  const csv =
    input.list === 'newsletter'
      ? toCsv(
          ['email', 'status', 'subscribed_at', 'unsubscribed_at'],
          (await newsletterSignups(context.db)).map((row) => [
            row.email,
            row.status,
            row.subscribedAt.toISOString(),
            row.unsubscribedAt?.toISOString() ?? null,
          ]),
        )
      : toCsv(
          ['email', 'source', 'joined_at'],
          (await waitlistSignups(context.db)).map((row) => [row.email, row.source, row.createdAt.toISOString()]),
        );
  await recordAudit(context.db, { actor: input.actor, action: 'signups.export', targetType: 'signups', targetId: input.list });
  return { filename: `visaready-${input.list}-${new Date().toISOString().slice(0, 10)}.csv`, csv };
}
