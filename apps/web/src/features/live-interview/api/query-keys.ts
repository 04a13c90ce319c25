/** The live interview's reads, by key. Finishing an attempt invalidates every read (the attempt touches them all). */
export const liveInterviewKeys = {
  nextQuestion: (childSessionId: string) => ['live-interview', 'next-question', childSessionId],
} as const;
