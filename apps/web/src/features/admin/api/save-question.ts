import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestionResponse, QuestionCreateInput, QuestionEditInput } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const addQuestion = (question: QuestionCreateInput) =>
  apiFetch<AdminQuestionResponse>('/admin/questions', { method: 'POST', body: question });

/** An edit; a question already asked comes back as its next version. */
export const editQuestion = ({ questionId, changes }: { questionId: number; changes: QuestionEditInput }) =>
  apiFetch<AdminQuestionResponse>(`/admin/questions/${questionId}`, { method: 'POST', body: changes });

function useQuestionMutation<Input>(mutationFn: (input: Input) => Promise<AdminQuestionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useAddQuestion = () => useQuestionMutation(addQuestion);
export const useEditQuestion = () => useQuestionMutation(editQuestion);
