import {
  ACCOUNT_MESSAGES,
  type MessageResponse,
  type ProfileResponse,
  type SaveLanguageInput,
  type SaveProfileInput,
} from '@visaready/shared/schemas/accounts';
import { notFound } from '../http/errors';
import type { AccountsContext } from './context';
import { presentProfile } from './presenters';
import { findProfile, updateUser } from './repository';

export async function getProfile(context: AccountsContext, userId: string): Promise<ProfileResponse> {
  const profile = await findProfile(context.db, userId);
  if (!profile) throw notFound();
  return presentProfile(profile);
}

/** Account edit (name, mobile) and profile setup (mobile, visa date, centre); the e-mail is never changed here. */
export async function saveProfile(context: AccountsContext, userId: string, input: SaveProfileInput): Promise<MessageResponse> {
  const updated = await updateUser(context.db, userId, {
    mobileNumber: input.mobile_number,
    ...(input.full_name ? { fullName: input.full_name } : {}),
    ...(input.visa_date ? { visaDate: input.visa_date } : {}),
    ...(input.visa_center ? { visaCenter: input.visa_center } : {}),
  });
  if (!updated) throw notFound();
  return { status: 'success', message: ACCOUNT_MESSAGES.toastProfileUpdated };
}

/** The signed-in app's language, chosen with the header's switch and used on every device the user signs in on. */
export async function saveLanguage(context: AccountsContext, userId: string, input: SaveLanguageInput): Promise<MessageResponse> {
  const updated = await updateUser(context.db, userId, { language: input.language });
  if (!updated) throw notFound();
  return { status: 'success', message: ACCOUNT_MESSAGES.languageSaved };
}
