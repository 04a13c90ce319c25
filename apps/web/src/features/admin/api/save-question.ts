import type { AdminQuestionResponse, QuestionCreateInput, QuestionEditInput } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './admin-mutation';

export const addQuestion = (question: QuestionCreateInput) =>
  apiFetch<AdminQuestionResponse>('/admin/questions', { method: 'POST', body: question });

/** An edit; a question already asked comes back as its next version. */
export const editQuestion = ({ questionId, changes }: { questionId: number; changes: QuestionEditInput }) =>
  apiFetch<AdminQuestionResponse>(`/admin/questions/${questionId}`, { method: 'POST', body: changes });

export const useAddQuestion = () => useAdminMutation(addQuestion);
export const useEditQuestion = () => useAdminMutation(editQuestion);
