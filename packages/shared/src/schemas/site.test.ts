import { describe, expect, it } from 'vitest';
import {
  analyticsLabel,
  checkFloatingWaitlistEmail,
  checkFooterEmail,
  checkWaitlistEmail,
  type ContactRequest,
  contactRequestSchema,
  headerNewsletterFormSchema,
  newsletterRequestSchema,
  SITE_MESSAGES,
  waitlistRequestSchema,
} from './site';

describe('app waitlist e-mail rule', () => {
  it.each([
    ['', 'Please enter an email address'],
    ['   ', 'Please enter an email address'],
    ['plainaddress', 'Please enter a valid email address (e.g., name@example.com)'],
    ['user@domain.c', 'Please enter a valid email address (e.g., name@example.com)'],
    ['user @domain.com', 'Please enter a valid email address (e.g., name@example.com)'],
    ['user..name@domain.com', 'Email contains invalid characters or formatting'],
    ['.user@domain.com', 'Email contains invalid characters or formatting'],
    ['user@domain..com', 'Email contains invalid characters or formatting'],
  ])('%j → %s', (input, message) => {
    expect(checkWaitlistEmail(input)).toBe(message);
  });

  it.each(['user@domain.co', ' first.last+tag@sub.domain.io ', 'A@B.ORG'])('accepts %j', (input) => {
    expect(checkWaitlistEmail(input)).toBeNull();
  });
});

describe('floating-button waitlist e-mail rule', () => {
  it.each([
    ['', 'Please enter a valid email address.'],
    ['no-at-sign.com', 'Please enter a valid email format.'],
    ['with space@x.com', 'Please enter a valid email format.'],
    ['user@nodot', 'Please enter a valid email format.'],
  ])('%j → %s', (input, message) => {
    expect(checkFloatingWaitlistEmail(input)).toBe(message);
  });

  it('accepts a basic address with any TLD', () => {
    expect(checkFloatingWaitlistEmail('a@b.c')).toBeNull();
  });
});

describe('footer newsletter and unsubscribe e-mail rule', () => {
  it.each(['a@b.com', 'a@b.in', 'a@b.org', 'a@b.net', 'a@b.gov', 'a@b.edu', 'x.y@mail.co.in', 'A@B.COM'])('accepts %s', (input) => {
    expect(checkFooterEmail(input)).toBeNull();
  });

  it.each(['a@b.io', 'a@b.co', 'a@b', 'ab.com', '', 'a b@c.com'])('rejects %j with the footer message', (input) => {
    expect(checkFooterEmail(input)).toBe('Please enter a valid email (e.g., name@example.com)');
  });

  it('normalises the address the API stores', () => {
    expect(newsletterRequestSchema.parse({ email: '  Someone@Example.COM ' })).toEqual({ email: 'someone@example.com' });
  });
});

describe('waitlist request', () => {
  it('applies the floating rule to the floating source and the strict rule elsewhere', () => {
    expect(waitlistRequestSchema.safeParse({ email: 'a@b.c', source: 'floating' }).success).toBe(true);
    const strict = waitlistRequestSchema.safeParse({ email: 'a@b.c', source: 'header' });
    expect(strict.success).toBe(false);
    expect(strict.error?.issues[0]?.message).toBe(SITE_MESSAGES.waitlistInvalid);
  });

  it('defaults the source and lower-cases the e-mail', () => {
    expect(waitlistRequestSchema.parse({ email: ' Me@Mail.com ' })).toEqual({ email: 'me@mail.com', source: 'app-section' });
  });
});

describe('contact form rules', () => {
  const good = {
    firstname: 'Asha',
    lastname: 'Rao Kumar',
    email: 'asha@example.com',
    subject: "Question about plans (F1) - what's included?",
    phonenumber: '9876543210',
    message: 'Hello, can I practise twice a day? Thanks.',
  };

  // The form shows every field's problem and toasts the first, in the form's order.
  const firstContactProblem = (form: ContactRequest) => {
    const result = contactRequestSchema.safeParse(form);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };

  it('accepts a complete form', () => {
    expect(firstContactProblem(good)).toBeNull();
    expect(contactRequestSchema.parse({ ...good, email: 'Asha@Example.com' }).email).toBe('asha@example.com');
  });

  it.each([
    [{ firstname: '' }, 'First name is required.'],
    [{ firstname: '   ' }, 'First name is required.'],
    [{ firstname: 'Asha1' }, 'First Name must contain only alphabets.'],
    [{ lastname: '' }, 'Last name is required.'],
    [{ lastname: 'R@o' }, 'Last Name must contain only alphabets.'],
    [{ email: 'not-an-email' }, 'Valid email is required.'],
    [{ email: '' }, 'Valid email is required.'],
    [{ subject: 'Hi <script>' }, 'Subject can only contain letters, numbers, and basic punctuation.'],
    [{ phonenumber: '12345' }, 'Valid 10-digit phone number is required.'],
    [{ phonenumber: '98765432100' }, 'Valid 10-digit phone number is required.'],
    [{ phonenumber: '98765abc10' }, 'Valid 10-digit phone number is required.'],
    [{ message: '' }, 'Message is required.'],
    // Deviation 9: the message is checked by its own rule, so a clean subject does not let a bad message through.
    [{ message: 'Click <a href=x>here</a>' }, 'Message can only contain letters, numbers, and basic punctuation.'],
  ])('%j → %s', (change, message) => {
    expect(firstContactProblem({ ...good, ...change })).toBe(message);
  });

  it('reports the first problem in the order of the form', () => {
    expect(firstContactProblem({ ...good, firstname: '', phonenumber: '1' })).toBe('First name is required.');
  });
});

describe('header newsletter form', () => {
  it('asks only for an address: the browser checks the format and the server the rest', () => {
    expect(headerNewsletterFormSchema.safeParse({ email: '  ' }).error?.issues[0]?.message).toBe('Please enter an email address');
    expect(headerNewsletterFormSchema.parse({ email: ' reader@example.io ' })).toEqual({ email: 'reader@example.io' });
  });
});

describe('analytics labels', () => {
  it('title-cases labels', () => {
    expect(analyticsLabel('about us | visaready')).toBe('About Us | Visaready');
  });
  it('redacts any text with an at-sign', () => {
    expect(analyticsLabel('/email-sent?to=a@b.com')).toBe('[redacted]');
  });
});
