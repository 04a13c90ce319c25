import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestionResponse } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const retireQuestion = (questionId: number) =>
  apiFetch<AdminQuestionResponse>(`/admin/questions/${questionId}/retire`, { method: 'POST' });

export function useRetireQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
