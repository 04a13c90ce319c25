import { SCORES_SCOPE } from '../../../lib/query-scopes';

/** Every cached read of the interviews feature, by key: the reads in this folder and the invalidations use these. */
export const interviewKeys = {
  interviews: ['interviews', 'list'],
  userSessions: ['interviews', 'user-sessions'],
  /** Under the scores root: a scored practice answer (practice) refreshes the chart. */
  progress: [...SCORES_SCOPE, 'progress'],
  scoreCard: (sessionId: string) => ['interviews', 'score-card', sessionId],
  questionSet: (interviewId: number, sessionId: string | null) => ['interviews', 'question-set', interviewId, sessionId],
} as const;
