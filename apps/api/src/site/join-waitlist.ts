import { SITE_MESSAGES } from '@visaready/shared/schemas/site';
import type { SiteRepository } from './repository';

/** Idempotent: joining twice keeps the first entry and answers the same. */
export async function joinWaitlist(repository: SiteRepository, email: string, source: string): Promise<{ message: string }> {
  await repository.joinWaitlist(email, source);
  return { message: source === 'floating' ? SITE_MESSAGES.floatingSuccess : SITE_MESSAGES.waitlistSuccess };
}
