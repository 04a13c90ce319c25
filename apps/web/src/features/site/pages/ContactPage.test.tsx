import { screen } from '@testing-library/react';
import { SITE_MESSAGES as M } from '@visaready/shared/schemas/site';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { findToast, toastDurationMs } from '../../../testing/toasts';

const FILLED = {
  'First name': 'Asha',
  'Last name': 'Rao',
  Email: '  Asha.Rao@Example.com ',
  Phone: '9876543210',
  Subject: 'Refund for my trial',
  Message: 'I bought the trial twice by mistake. Could you refund one?',
};

async function openContact() {
  const { user } = renderRoute('/contact', '/contact');
  await screen.findByRole('heading', { level: 1, name: 'Get in touch' });
  const field = (label: keyof typeof FILLED) => screen.getByLabelText(label);
  const fill = async (values: Partial<Record<keyof typeof FILLED, string>>) => {
    for (const [label, value] of Object.entries(values)) {
      await user.clear(field(label as keyof typeof FILLED));
      if (value) await user.type(field(label as keyof typeof FILLED), value);
    }
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { user, field, fill, send };
}

function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}

describe('Contact page (/contact)', () => {
  it('shows every rule beside its field, toasts the first for 5 s, and sends nothing', async () => {
    const api = fakeApi();
    const { field, send } = await openContact();

    await send();

    const toast = await findToast(M.firstNameRequired);
    expect(toastDurationMs(toast)).toBe(5_000);
    expectFieldError(field('First name'), M.firstNameRequired);
    expectFieldError(field('Last name'), M.lastNameRequired);
    expectFieldError(field('Email'), M.emailRequired);
    expectFieldError(field('Phone'), M.phoneInvalid);
    expectFieldError(field('Subject'), M.subjectRequired);
    expectFieldError(field('Message'), M.messageRequired);
    expect(api.callsTo('POST /contact-us')).toEqual([]);
  });

  it("checks the message with the message's own rule, and the format of names, e-mail, phone and subject", async () => {
    const api = fakeApi();
    const { field, fill, send } = await openContact();

    await fill({ ...FILLED, 'First name': 'Asha1', 'Last name': 'R@o', Email: 'asha@example', Phone: '98765', Subject: 'Refund <now>' });
    await fill({ Message: 'Refund order #42 please' });
    await send();

    await findToast(M.firstNameLetters);
    expectFieldError(field('First name'), M.firstNameLetters);
    expectFieldError(field('Last name'), M.lastNameLetters);
    expectFieldError(field('Email'), M.emailRequired);
    expectFieldError(field('Phone'), M.phoneInvalid);
    expectFieldError(field('Subject'), M.subjectCharacters);
    expectFieldError(field('Message'), M.messageCharacters);
    expect(api.callsTo('POST /contact-us')).toEqual([]);
  });

  it('sends the six fields, disables the button while sending, toasts success for 3 s and clears the form', async () => {
    const api = fakeApi();
    let answer: (value: { body: unknown }) => void = () => undefined;
    api.on('POST /contact-us', () => new Promise((resolve) => (answer = resolve)));
    const { field, fill, send } = await openContact();

    await fill(FILLED);
    await send();

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(api.callsTo('POST /contact-us').map((call) => call.body)).toEqual([
      {
        firstname: 'Asha',
        lastname: 'Rao',
        email: 'asha.rao@example.com',
        phonenumber: '9876543210',
        subject: 'Refund for my trial',
        message: 'I bought the trial twice by mistake. Could you refund one?',
      },
    ]);
    answer({ body: { message: 'Thanks! We will reply within one business day.' } });

    expect(toastDurationMs(await findToast(M.contactSent))).toBe(3_000);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of Object.keys(FILLED) as Array<keyof typeof FILLED>) expect(field(label)).toHaveValue('');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message when sending is refused, and keeps what was typed", async () => {
    const api = fakeApi().on('POST /contact-us', apiError(429, 'rate_limited', 'Too many messages. Please try again later.'));
    const { field, fill, send } = await openContact();

    await fill(FILLED);
    await send();

    expect(toastDurationMs(await findToast('Too many messages. Please try again later.'))).toBe(3_000);
    expect(api.callsTo('POST /contact-us')).toHaveLength(1);
    expect(field('Subject')).toHaveValue(FILLED.Subject);
  });

  it('says the message could not be sent when the network fails', async () => {
    fakeApi().on('POST /contact-us', 'network-error');
    const { field, fill, send } = await openContact();

    await fill(FILLED);
    await send();

    await findToast(M.contactNetworkError);
    expect(field('Message')).toHaveValue(FILLED.Message);
  });
});
