/** Every cached read of the interviews feature, by key: the reads in this folder and the invalidations use these. */
export const interviewKeys = {
  interviews: ['interviews', 'list'],
  userSessions: ['interviews', 'user-sessions'],
  progress: ['interviews', 'progress'],
  scoreCard: (sessionId: string) => ['interviews', 'score-card', sessionId],
  questionSet: (interviewId: number, sessionId: string | null) => ['interviews', 'question-set', interviewId, sessionId],
} as const;
