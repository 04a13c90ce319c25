import { SITE_MESSAGES } from '@visaready/shared/schemas/site';
import type { z } from 'zod';
import type { contactRequestSchema } from '@visaready/shared/schemas/site';
import type { Mailer } from '../mail/mailer';
import type { SiteRepository } from './repository';

export interface ContactContext {
  repository: SiteRepository;
  mailer: Mailer;
  /** SUPPORT_EMAIL: the inbox that hears about every message. */
  supportEmail: string;
  publicUrl: string;
}

/**
 * Stores the message for the support inbox, then e-mails it to support through the durable mail job with the
 * sender as reply-to, so support answers with their mail client's Reply.
 */
export async function sendContactMessage(
  context: ContactContext,
  form: z.output<typeof contactRequestSchema>,
  ip: string,
): Promise<{ message: string }> {
  const id = await context.repository.saveContactMessage({
    firstName: form.firstname,
    lastName: form.lastname,
    email: form.email,
    subject: form.subject,
    phoneNumber: form.phonenumber,
    message: form.message,
    ip,
  });
  // The subject's rule allows line breaks; a header line must not hold one.
  const subject = form.subject.replace(/\s+/g, ' ');
  await context.mailer.queue('support-message', {
    to: context.supportEmail,
    replyTo: form.email,
    subject: `Contact form: ${subject}`,
    text: [
      'A visitor wrote through the contact form.',
      '',
      `From: ${form.firstname} ${form.lastname} <${form.email}>`,
      `Phone: ${form.phonenumber}`,
      `Subject: ${subject}`,
      '',
      form.message,
      '',
      `Reply to this e-mail to answer them. Mark it answered in the admin console: ${context.publicUrl}/admin?tab=messages&message=${id}`,
    ].join('\n'),
  });
  return { message: SITE_MESSAGES.contactSent };
}
