import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeQuestionDetail } from '@visaready/shared/schemas/practice';
import { apiFetch } from '../../../lib/api-client';
import { practiceKeys } from './query-keys';

interface RevealedHint {
  hint: string;
  hints: string[];
  key_point_count: number;
}

/** "Show a hint": the server records the reveal before answering, so the next score shows it. */
export const revealHint = (questionId: number) =>
  apiFetch<{ status: string; data: RevealedHint }>(`/practice/questions/${questionId}/hints`, { method: 'POST', body: {} }).then(
    (body) => body.data,
  );

export function useRevealHint(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revealHint(questionId),
    onSuccess: (revealed) =>
      queryClient.setQueryData<PracticeQuestionDetail>(practiceKeys.question(questionId), (detail) =>
        detail ? { ...detail, hints: revealed.hints } : detail,
      ),
  });
}
