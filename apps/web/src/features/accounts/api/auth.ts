import type {
  AuthResponse,
  ChangePasswordResponse,
  GoogleAuthResponse,
  MessageResponse,
  ProfileResponse,
  RegisterResponse,
} from '@visaready/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import type { StoredUserData } from '../../../lib/storage';
import { accountKeys } from './query-keys';

/** What the browser keeps as `userData` (000 §3) from a register/login/Google answer. */
export function toUserData(response: AuthResponse): StoredUserData {
  return {
    userId: response.user_id,
    email: response.email_address,
    name: response.full_name,
    resourceId: response.resourceid,
    status: response.status,
    sso: response.sso,
    picture: response.picture,
    accountType: response.account_type === 'User' ? 'User' : 'user',
  };
}

export const login = (body: { identifier: string; password: string }) =>
  apiFetch<AuthResponse>('/login', { method: 'POST', body, auth: false });

export const registerAccount = (body: Record<string, unknown>) =>
  apiFetch<RegisterResponse>('/register', { method: 'POST', body, auth: false });

export const googleSignIn = (body: Record<string, unknown>) =>
  apiFetch<GoogleAuthResponse>('/auth/google', { method: 'POST', body, auth: false });

export const forgotPassword = (email: string) =>
  apiFetch<MessageResponse>('/forgot-password', { method: 'POST', body: { email }, auth: false });

export const resetPassword = (body: { token: string; new_password: string }) =>
  apiFetch<MessageResponse>('/reset-password', { method: 'POST', body, auth: false });

export const saveProfile = (body: Record<string, unknown>) => apiFetch<MessageResponse>('/save_user_profile', { method: 'POST', body });

export const changePassword = (body: { old_password?: string; new_password: string }) =>
  apiFetch<ChangePasswordResponse>('/change-password', { method: 'POST', body });

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: () => apiFetch<ProfileResponse>('/get_user_profile') });
}

/** Google sign-in shows only when the server has a client id (GET /api/config). */
export function useGoogleClientId(): string | null {
  return usePublicConfig().data?.googleClientId ?? null;
}
