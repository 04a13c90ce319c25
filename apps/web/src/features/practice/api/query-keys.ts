import type { PracticeQuestionsQuery } from '@visaready/shared/schemas/practice';

/** Every cached read of the practice feature, by key: the reads in this folder and the invalidations use these. */
export const practiceKeys = {
  lists: ['practice', 'questions'],
  questions: (query: PracticeQuestionsQuery) => ['practice', 'questions', query],
  question: (questionId: number) => ['practice', 'question', questionId],
} as const;
