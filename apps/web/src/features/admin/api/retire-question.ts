import type { AdminQuestionResponse } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from './admin-mutation';

export const retireQuestion = (questionId: number) =>
  apiFetch<AdminQuestionResponse>(`/admin/questions/${questionId}/retire`, { method: 'POST' });

export const useRetireQuestion = () => useAdminMutation(retireQuestion);
