import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M,
  changePasswordFormSchema,
  forgotPasswordSchema,
  profileEditFormSchema,
  profileSetupFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  saveProfileSchema,
  signupFormSchema,
} from './accounts';

const valid = { full_name: 'Asha Rao', email_address: 'asha@example.com', mobile_number: '9876543210', password: 'Secret#123' };

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('sign-up rules (000 §5)', () => {
  it('accepts a valid registration and lower-cases the e-mail', () => {
    const parsed = registerSchema.parse({ ...valid, email_address: 'Asha@Example.COM', visa_center: 'MUMBAI', visa_date: '' });
    expect(parsed.email_address).toBe('asha@example.com');
    expect(parsed.visa_date).toBeUndefined();
  });

  it.each([
    ['full_name', '', M.nameRequired],
    ['full_name', '   ', M.nameRequired],
    ['full_name', 'Asha_Rao', M.nameAlphabets],
    ['email_address', '', M.emailRequired],
    ['email_address', 'asha.example.com', M.emailInvalid],
    ['email_address', 'asha@example.c', M.emailInvalid],
    ['password', '', M.passwordRequired],
    ['password', 'Ab#1xyz', M.passwordTooShort],
    ['password', 'abcdefg#1', M.passwordWeak],
    ['password', 'Abcdefgh#', M.passwordWeak],
    ['password', 'Abcdefgh1', M.passwordWeak],
    ['mobile_number', '', M.mobileRequired],
    ['mobile_number', '987654321', M.mobileDigits],
    ['mobile_number', '98765432100', M.mobileDigits],
    ['mobile_number', '98765-4321', M.mobileDigits],
    ['visa_center', 'PUNE', M.visaCenterInvalid],
    ['visa_date', '2020-01-01', M.visaDateInvalid],
    ['visa_date', '01/01/2099', M.visaDateInvalid],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
  });

  it('reports a missing field with its required message, not a type error', () => {
    const { full_name: _omit, ...rest } = valid;
    expect(firstMessage(registerSchema.safeParse(rest))).toBe(M.nameRequired);
  });

  it('checks the sign-up form with the same rules and messages as registration', () => {
    expect(signupFormSchema.parse({ ...valid, visa_date: '', visa_center: '' })).toEqual({
      ...valid,
      visa_date: undefined,
      visa_center: undefined,
    });
    expect(firstMessage(signupFormSchema.safeParse({ ...valid, mobile_number: '98765' }))).toBe(M.mobileDigits);
  });

  it('accepts every special character the rule names', () => {
    for (const special of '!@#$%^&*') expect(registerSchema.safeParse({ ...valid, password: `Secret1${special}` }).success).toBe(true);
  });
});

describe('profile rules (001 §5)', () => {
  it('uses the setup wording for the mobile on the profile-setup form', () => {
    expect(firstMessage(profileSetupFormSchema.safeParse({ mobile_number: '12345' }))).toBe(M.mobileSetup);
    expect(profileSetupFormSchema.safeParse({ mobile_number: '9876543210', visa_center: 'DELHI' }).success).toBe(true);
  });

  it('requires both the name and the mobile on the account edit form', () => {
    expect(firstMessage(profileEditFormSchema.safeParse({ full_name: ' ', mobile_number: '9876543210' }))).toBe(M.nameRequired);
    expect(firstMessage(profileEditFormSchema.safeParse({ full_name: 'Asha', mobile_number: '98765' }))).toBe(M.mobileDigits);
    expect(profileEditFormSchema.parse({ full_name: ' Asha Rao ', mobile_number: '9876543210' }).full_name).toBe('Asha Rao');
  });

  it('checks the account edit name and mobile', () => {
    expect(firstMessage(saveProfileSchema.safeParse({ full_name: 'Asha9', mobile_number: '9876543210' }))).toBe(M.nameAlphabets);
    expect(firstMessage(saveProfileSchema.safeParse({ full_name: 'Asha', mobile_number: '' }))).toBe(M.mobileRequired);
    expect(firstMessage(saveProfileSchema.safeParse({ full_name: 'Asha', mobile_number: '123' }))).toBe(M.mobileDigits);
  });
});

describe('password change and reset rules', () => {
  it('refuses a new password equal to the old one', () => {
    expect(firstMessage(changePasswordFormSchema.safeParse({ old_password: 'Secret#123', new_password: 'Secret#123' }))).toBe(
      M.passwordSameAsOld,
    );
    expect(changePasswordFormSchema.safeParse({ new_password: 'Secret#123' }).success).toBe(true);
    expect(firstMessage(changePasswordFormSchema.safeParse({ old_password: 'x', new_password: 'short' }))).toBe(M.passwordTooShort);
  });

  it('requires the token and matching passwords on the reset form', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ token: '', new_password: 'Secret#123', confirm_password: 'Secret#123' }))).toBe(
      M.resetTokenMissing,
    );
    expect(
      firstMessage(resetPasswordFormSchema.safeParse({ token: 't', new_password: 'Secret#123', confirm_password: 'Secret#124' })),
    ).toBe(M.passwordsDoNotMatch);
    expect(resetPasswordFormSchema.safeParse({ token: 't', new_password: 'Secret#123', confirm_password: 'Secret#123' }).success).toBe(
      true,
    );
  });

  it('requires an e-mail for forgot-password', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: '' }))).toBe(M.emailRequired);
  });
});
