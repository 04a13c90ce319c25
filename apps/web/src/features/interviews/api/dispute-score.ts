import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeScoreInput } from '@visaready/shared/schemas/feedback';
import { apiFetch } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

/** "This score seems wrong": reports one of the user's scored answers for review. */
export const disputeScore = (input: DisputeScoreInput) =>
  apiFetch<{ status: 'success'; message: string }>('/dispute-score', { method: 'POST', body: input });

export function useDisputeScore(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disputeScore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.scoreCard(sessionId) }),
  });
}
