import type { AppLanguage, MessageResponse, ProfileResponse } from '@visaready/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const saveLanguage = (language: AppLanguage) =>
  apiFetch<MessageResponse>('/save_user_language', { method: 'POST', body: { language } });

function withLanguage(profile: ProfileResponse | undefined, language: AppLanguage | null) {
  return profile && { ...profile, data: { ...profile.data, language } };
}

/**
 * Saves the user's language. The cached profile changes at once, so the app switches without waiting for the
 * server, and goes back to the previous language if the server refuses.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onMutate: (language) => {
      const previous = queryClient.getQueryData<ProfileResponse>(accountKeys.profile)?.data.language ?? null;
      queryClient.setQueryData<ProfileResponse>(accountKeys.profile, (profile) => withLanguage(profile, language));
      return { previous };
    },
    onError: (_error, _language, context) => {
      queryClient.setQueryData<ProfileResponse>(accountKeys.profile, (profile) => withLanguage(profile, context?.previous ?? null));
    },
  });
}
