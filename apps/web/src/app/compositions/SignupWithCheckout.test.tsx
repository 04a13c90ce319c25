import { screen, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES as M } from '@visaready/shared/schemas/accounts';
import { BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import { describe, expect, it } from 'vitest';
import { rememberPlanChoice } from '../../lib/plan-choice';
import { STORAGE_KEYS } from '../../lib/storage';
import { checkoutAnswer, registerAnswer } from '../../testing/api-answers';
import { advanceClock, installFakeClock } from '../../testing/clock';
import { apiError, fakeApi } from '../../testing/fake-api';
import { navigatedTo, renderRoute, signIn } from '../../testing/render-route';
import { findToast, toastTexts } from '../../testing/toasts';

const FILLED = {
  'Full name': 'Asha Rao',
  Email: ' Asha.Rao@Example.com',
  'Mobile number': '9876543210',
  Password: 'Interview#2026',
};
type Label = keyof typeof FILLED;

async function openSignup(options: { fakeClock?: boolean } = {}) {
  const { user } = renderRoute('/Signup', '/Signup', options.fakeClock ? installFakeClock() : {});
  await screen.findByRole('heading', { level: 1, name: /^Sign up for/ });
  const field = (label: Label) => screen.getByLabelText(label);
  const fill = async (values: Partial<Record<Label, string>>) => {
    for (const [label, value] of Object.entries(values)) {
      await user.clear(field(label as Label));
      if (value) await user.type(field(label as Label), value);
    }
  };
  const signUp = () => user.click(screen.getByRole('button', { name: 'Sign up' }));
  return { user, field, fill, signUp };
}

function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}

describe('Sign-up page (/Signup)', () => {
  it('shows each rule beside its field, toasts the first, and registers nothing', async () => {
    const api = fakeApi();
    const { field, signUp } = await openSignup();

    await signUp();

    await findToast(M.nameRequired);
    expectFieldError(field('Full name'), M.nameRequired);
    expectFieldError(field('Email'), M.emailRequired);
    expectFieldError(field('Mobile number'), M.mobileRequired);
    expectFieldError(field('Password'), M.passwordRequired);
    expect(api.callsTo('POST /register')).toEqual([]);
  });

  it('words each broken rule as the spec does, the first one as the toast', async () => {
    const api = fakeApi();
    const { field, fill, signUp } = await openSignup();

    await fill({ 'Full name': 'Asha R4o', Email: 'asha@example', 'Mobile number': '98765', Password: 'short' });
    await signUp();

    await findToast(M.nameAlphabets);
    expectFieldError(field('Full name'), M.nameAlphabets);
    expectFieldError(field('Email'), M.emailInvalid);
    expectFieldError(field('Mobile number'), M.mobileDigits);
    expectFieldError(field('Password'), M.passwordTooShort);

    await fill({ 'Full name': 'Asha Rao', Password: 'longenough1' });
    await signUp();
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expectFieldError(field('Password'), M.passwordWeak);
    expect(api.callsTo('POST /register')).toEqual([]);
  });

  it('shows and hides the password', async () => {
    fakeApi();
    const { user, field, fill } = await openSignup();
    await fill({ Password: FILLED.Password });

    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('registers a trial with the trial defaults, signs in, confirms, and goes to /dashboard after 3 s', async () => {
    const api = fakeApi().on('POST /register', { status: 201, body: registerAnswer() });
    const { fill, signUp } = await openSignup({ fakeClock: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign up for F1 · Trial');

    await fill(FILLED);
    await signUp();

    await findToast(M.toastRegisteredRedirecting);
    expect(api.callsTo('POST /register').map((call) => call.body)).toEqual([
      {
        full_name: 'Asha Rao',
        email_address: 'asha.rao@example.com',
        mobile_number: '9876543210',
        password: 'Interview#2026',
        sso: 0,
        order_type: 'Trial',
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.authCode)).toBe(registerAnswer().token);
    expect(screen.getByRole('button', { name: 'Signing up...' })).toBeDisabled();

    await advanceClock(2_500);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    await advanceClock(500);
    expect(await navigatedTo()).toBe('/dashboard');
  });

  it("shows the server's refusal with the spec's wording and stays signed out", async () => {
    fakeApi().on('POST /register', apiError(409, 'email_taken', M.emailTaken));
    const { fill, signUp } = await openSignup();

    await fill(FILLED);
    await signUp();

    await findToast(`Registration failed: ${M.emailTaken} ${M.toastRegistrationFailedSuffix}`);
    expect(localStorage.getItem(STORAGE_KEYS.authCode)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('continues a paid plan into checkout after 2 s, and a dismissed checkout goes to /dashboard after 1 s', async () => {
    rememberPlanChoice({
      subscriptionId: 3,
      orderType: 'Monthly',
      price: 999,
      name: 'F1 Premium',
      visaCategory: 'F1',
      trialSubscriptionId: 1,
    });
    const api = fakeApi()
      .on('POST /register', { status: 201, body: registerAnswer({ order_id: 'ord_paid_1', order_status: SUBSCRIPTION_STATUS.paymentDue }) })
      .on('POST /payments/checkout', { body: checkoutAnswer() });
    const { user, fill, signUp } = await openSignup({ fakeClock: true });

    await fill(FILLED);
    await signUp();

    expect(api.callsTo('POST /register')[0]?.body).toMatchObject({ subscription_id: 3, trial_subscription_id: 1, order_type: 'Monthly' });
    await findToast(BILLING_MESSAGES.completePayment);
    expect(api.callsTo('POST /payments/checkout')).toEqual([]);
    await advanceClock(2_000);

    const checkout = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    expect(api.callsTo('POST /payments/checkout').map((call) => call.body)).toEqual([{ order_id: 'ord_paid_1' }]);
    expect(within(checkout).getByText('Payment for F1 Premium package')).toBeInTheDocument();
    await user.click(within(checkout).getByRole('button', { name: 'Cancel' }));

    await findToast(BILLING_MESSAGES.notCompletedRedirecting);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    await advanceClock(1_000);
    expect(await navigatedTo()).toBe('/dashboard');
    expect(toastTexts()).not.toContain(BILLING_MESSAGES.paymentSuccess);
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    fakeApi();
    signIn();
    renderRoute('/Signup', '/Signup');
    expect(await navigatedTo()).toBe('/dashboard');
  });
});
