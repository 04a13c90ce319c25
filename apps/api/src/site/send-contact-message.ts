import { SITE_MESSAGES } from '@visaready/shared/schemas/site';
import type { z } from 'zod';
import type { contactRequestSchema } from '@visaready/shared/schemas/site';
import type { SiteRepository } from './repository';

export async function sendContactMessage(
  repository: SiteRepository,
  form: z.output<typeof contactRequestSchema>,
  ip: string,
): Promise<{ message: string }> {
  await repository.saveContactMessage({
    firstName: form.firstname,
    lastName: form.lastname,
    email: form.email,
    subject: form.subject,
    phoneNumber: form.phonenumber,
    message: form.message,
    ip,
  });
  return { message: SITE_MESSAGES.contactSent };
}
