import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeQuestionDetail, SubmitPracticeAnswerInput } from '@visaready/shared/schemas/practice';
import { apiFetch } from '../../../lib/api-client';
import { SCORES_SCOPE } from '../../../lib/query-scopes';
import { practiceKeys } from './query-keys';

export type ScoredPracticeAnswer = PracticeQuestionDetail & { answer_id: string };

/** Scores one practice answer; the server stores it before answering. */
export const submitPracticeAnswer = (input: SubmitPracticeAnswerInput) =>
  apiFetch<{ status: string; data: ScoredPracticeAnswer }>('/practice/answers', { method: 'POST', body: input }).then((body) => body.data);

export function useSubmitPracticeAnswer(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPracticeAnswer,
    onSuccess: (scored) => {
      queryClient.setQueryData<PracticeQuestionDetail>(practiceKeys.question(questionId), scored);
      // The lists' attempt counts, scores and the day's allowance changed; so did the progress chart.
      void queryClient.invalidateQueries({ queryKey: practiceKeys.lists });
      void queryClient.invalidateQueries({ queryKey: SCORES_SCOPE });
    },
  });
}
