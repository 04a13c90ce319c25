import { SITE_MESSAGES } from '@visaready/shared/schemas/site';
import { notFound } from '../http/errors';
import type { SiteRepository } from './repository';

export async function unsubscribeNewsletter(repository: SiteRepository, email: string): Promise<{ message: string }> {
  if (await repository.unsubscribe(email)) return { message: SITE_MESSAGES.unsubscribeSuccess };
  // Unsubscribing an address that already left succeeds again; an address never subscribed is reported.
  if ((await repository.newsletterStatus(email)) === 'unsubscribed') return { message: SITE_MESSAGES.unsubscribeSuccess };
  throw notFound(SITE_MESSAGES.notSubscribed, 'not_subscribed');
}
