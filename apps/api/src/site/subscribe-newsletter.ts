import { SITE_MESSAGES } from '@visaready/shared/schemas/site';
import type { SiteRepository } from './repository';

/** Idempotent: subscribing twice is not an error, and a former subscriber is switched back on. */
export async function subscribeNewsletter(repository: SiteRepository, email: string): Promise<{ message: string }> {
  const outcome = await repository.subscribe(email);
  return { message: outcome === 'already-subscribed' ? SITE_MESSAGES.alreadySubscribed : SITE_MESSAGES.newsletterSuccess };
}
