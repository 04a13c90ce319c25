import type { AuthResponse, ProfileResponse } from '@visaready/shared/schemas/accounts';
import type { ProfileRow, UserRow } from './repository';

export function presentAuth(user: UserRow, token: { token: string; expiresAt: Date }, message: string): AuthResponse {
  return {
    status: 'success',
    message,
    token: token.token,
    expires_at: token.expiresAt.toISOString(),
    user_id: user.id,
    resourceid: user.resourceId,
    full_name: user.fullName,
    email_address: user.email,
    sso: user.sso === 1 ? 1 : 0,
    picture: user.picture,
    account_type: user.accountType,
    mobile_number: user.mobileNumber,
  };
}

export function presentProfile(user: ProfileRow): ProfileResponse {
  return {
    status: 'success',
    data: {
      full_name: user.fullName,
      email_address: user.email,
      mobile_number: user.mobileNumber,
      visa_date: user.visaDate,
      visa_center: user.visaCenter,
      sso: user.sso === 1 ? 1 : 0,
      picture: user.picture,
      created_date: user.createdAt.toISOString(),
      role: user.role === 'admin' ? 'admin' : 'user',
      language: user.language === 'en' || user.language === 'hi' ? user.language : null,
    },
  };
}
