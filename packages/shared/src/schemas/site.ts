import { z } from './zod';

/**
 * E-mail and contact rules of the public site (spec 000 §5) with their messages verbatim. The web forms and the
 * API validate with the same functions, so a message shown inline is the one the server would return.
 */

export const EXAMPLE_EMAIL = 'name@example.com';

export const SITE_MESSAGES = {
  waitlistEmpty: 'Please enter an email address',
  waitlistInvalid: `Please enter a valid email address (e.g., ${EXAMPLE_EMAIL})`,
  waitlistFormatting: 'Email contains invalid characters or formatting',
  waitlistInline: 'Please enter a valid email address',
  floatingEmpty: 'Please enter a valid email address.',
  floatingInvalid: 'Please enter a valid email format.',
  footerInvalid: `Please enter a valid email (e.g., ${EXAMPLE_EMAIL})`,
  waitlistSuccess: "Thank you! You've been added to the waitlist!",
  waitlistFailedDefault: 'Failed to join waitlist',
  waitlistFailedToast: (message: string) => `Subscription failed: ${message}`,
  subscriptionFailedRetry: 'Subscription failed. Please try again.',
  floatingSuccess: "Thank you! You've been added to the waitlist.",
  networkError: 'An error occurred. Please try again.',
  newsletterSuccess: 'Subscription successful',
  newsletterFailedToast: (message: string) => `Subscription failed: ${message}`,
  unsubscribeUnknown: 'Unknown error occurred',
  unsubscribeSuccess: 'You have been unsubscribed from the newsletter.',
  notSubscribed: 'This email is not subscribed to the newsletter.',
  alreadySubscribed: 'You are already subscribed to the newsletter.',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to send the message.',
  contactNetworkError: 'An error occurred while sending the message.',
  firstNameRequired: 'First name is required.',
  firstNameLetters: 'First Name must contain only alphabets.',
  lastNameRequired: 'Last name is required.',
  lastNameLetters: 'Last Name must contain only alphabets.',
  emailRequired: 'Valid email is required.',
  subjectRequired: 'Subject is required.',
  subjectCharacters: 'Subject can only contain letters, numbers, and basic punctuation.',
  phoneInvalid: 'Valid 10-digit phone number is required.',
  messageRequired: 'Message is required.',
  messageCharacters: 'Message can only contain letters, numbers, and basic punctuation.',
} as const;

/** Footer newsletter and unsubscribe accept only these top-level domains (spec §9). */
export const FOOTER_EMAIL_TLDS = ['com', 'in', 'org', 'net', 'gov', 'edu'] as const;

const WAITLIST_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const FLOATING_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FOOTER_PATTERN = new RegExp(`^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.(${FOOTER_EMAIL_TLDS.join('|')})$`, 'i');
const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const NAME_PATTERN = /^[A-Za-z ]+$/;
/** Letters, numbers, spaces and . , ! ? ' " ( ) - (spec §5). */
const BASIC_TEXT_PATTERN = /^[A-Za-z0-9\s.,!?'"()-]+$/;
const PHONE_PATTERN = /^\d{10}$/;

/** A validation verdict: null when the value is acceptable, otherwise the message to show. */
export type EmailCheck = (value: string) => string | null;

/** Landing, header and footer-link 'Coming Soon...' dialogs. */
export const checkWaitlistEmail: EmailCheck = (raw) => {
  const value = raw.trim();
  if (!value) return SITE_MESSAGES.waitlistEmpty;
  if (!WAITLIST_PATTERN.test(value)) return SITE_MESSAGES.waitlistInvalid;
  if (value.includes('..') || value.startsWith('.') || value.endsWith('.')) return SITE_MESSAGES.waitlistFormatting;
  return null;
};

/** The floating store buttons' dialog. */
export const checkFloatingWaitlistEmail: EmailCheck = (raw) => {
  const value = raw.trim();
  if (!value) return SITE_MESSAGES.floatingEmpty;
  if (!FLOATING_PATTERN.test(value)) return SITE_MESSAGES.floatingInvalid;
  return null;
};

/** Footer newsletter and the unsubscribe dialog. */
export const checkFooterEmail: EmailCheck = (raw) => (FOOTER_PATTERN.test(raw.trim()) ? null : SITE_MESSAGES.footerInvalid);

/** RFC 5321's limit on an address; longer text is never an e-mail address, whatever the form's pattern says. */
export const MAX_EMAIL_LENGTH = 254;

/** The form's own check, and its "invalid" message for an address longer than any real one. */
const checkWithLength = (check: EmailCheck, value: string) => (value.trim().length > MAX_EMAIL_LENGTH ? check('@') : check(value));

const withCheck = (check: EmailCheck) =>
  z.string().superRefine((value, context) => {
    const problem = checkWithLength(check, value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const normalisedEmail = (check: EmailCheck) => withCheck(check).transform((value) => value.trim().toLowerCase());

export const WAITLIST_SOURCES = ['app-section', 'header', 'footer', 'floating'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

export const newsletterRequestSchema = z.object({ email: normalisedEmail(checkFooterEmail) });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/**
 * The header's newsletter form (000 §5: required, an e-mail input): the browser checks the format, and the server's
 * rule (the footer's) decides, its message shown on failure.
 */
export const headerNewsletterFormSchema = z.object({
  email: z.string().trim().min(1, SITE_MESSAGES.waitlistEmpty).max(MAX_EMAIL_LENGTH, SITE_MESSAGES.footerInvalid),
});

/**
 * The floating dialog has the loosest rule, so the server accepts what it accepts for that source and the stricter
 * landing rule for the others.
 */
export const waitlistRequestSchema = z
  .object({ email: z.string(), source: z.enum(WAITLIST_SOURCES).default('app-section') })
  .superRefine((body, context) => {
    const problem = checkWithLength(body.source === 'floating' ? checkFloatingWaitlistEmail : checkWaitlistEmail, body.email);
    if (problem) context.addIssue({ code: 'custom', path: ['email'], message: problem });
  })
  .transform((body) => ({ ...body, email: body.email.trim().toLowerCase() }));
export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * Contact form, checked field by field in the form's order. The message has its own rule (DESIGN deviation 9:
 * the original applied the subject's check to it).
 */
export const contactRequestSchema = z.object({
  firstname: required(SITE_MESSAGES.firstNameRequired).regex(NAME_PATTERN, SITE_MESSAGES.firstNameLetters).max(60),
  lastname: required(SITE_MESSAGES.lastNameRequired).regex(NAME_PATTERN, SITE_MESSAGES.lastNameLetters).max(60),
  email: z
    .string({ error: SITE_MESSAGES.emailRequired })
    .trim()
    .regex(CONTACT_EMAIL_PATTERN, SITE_MESSAGES.emailRequired)
    .max(254, SITE_MESSAGES.emailRequired)
    .transform((value) => value.toLowerCase()),
  subject: required(SITE_MESSAGES.subjectRequired).regex(BASIC_TEXT_PATTERN, SITE_MESSAGES.subjectCharacters).max(150),
  phonenumber: z.string({ error: SITE_MESSAGES.phoneInvalid }).trim().regex(PHONE_PATTERN, SITE_MESSAGES.phoneInvalid),
  message: required(SITE_MESSAGES.messageRequired).regex(BASIC_TEXT_PATTERN, SITE_MESSAGES.messageCharacters).max(5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const pageViewRequestSchema = z.object({
  path: z.string().trim().min(1).max(500),
  title: z.string().trim().max(300),
  visitedAt: z.iso.datetime({ offset: true }),
});
export type PageViewRequest = z.input<typeof pageViewRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** Title-cases an analytics label and hides anything that looks like an e-mail address (spec §7). */
export function analyticsLabel(text: string): string {
  if (text.includes('@')) return '[redacted]';
  return text.replace(/\b([a-z])([a-z]*)/gi, (_, first: string, rest: string) => first.toUpperCase() + rest.toLowerCase());
}
