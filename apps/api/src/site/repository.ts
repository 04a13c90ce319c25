import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contactMessages, newsletterSubscribers, pageViews, waitlistEntries } from '../db/schema';

export type NewsletterOutcome = 'subscribed' | 'already-subscribed' | 'resubscribed';

/** Data access for the public site: newsletter, waitlist, contact messages and page views. */
export function createSiteRepository(db: Database) {
  return {
    async subscribe(email: string): Promise<NewsletterOutcome> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email, status: 'subscribed' })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscribers.email });
      if (inserted.length > 0) return 'subscribed';
      const revived = await db
        .update(newsletterSubscribers)
        .set({ status: 'subscribed', subscribedAt: new Date(), unsubscribedAt: null })
        .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'unsubscribed')))
        .returning({ email: newsletterSubscribers.email });
      return revived.length > 0 ? 'resubscribed' : 'already-subscribed';
    },

    /** True when a subscribed address was switched off. */
    async unsubscribe(email: string): Promise<boolean> {
      const changed = await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
        .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'subscribed')))
        .returning({ email: newsletterSubscribers.email });
      return changed.length > 0;
    },

    async newsletterStatus(email: string): Promise<string | null> {
      const [row] = await db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      return row?.status ?? null;
    },

    /** True when the address is new to the waitlist. */
    async joinWaitlist(email: string, source: string): Promise<boolean> {
      const inserted = await db
        .insert(waitlistEntries)
        .values({ email, source })
        .onConflictDoNothing()
        .returning({ email: waitlistEntries.email });
      return inserted.length > 0;
    },

    /** Stores a message for the support inbox (status 'new') and returns its id. */
    async saveContactMessage(message: typeof contactMessages.$inferInsert): Promise<string> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message insert returned nothing');
      return row.id;
    },

    async recordPageView(view: typeof pageViews.$inferInsert): Promise<void> {
      await db.insert(pageViews).values(view);
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
