import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreCard } from '@visaready/shared/schemas/interviews';
import { apiFetch } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

export const fetchScoreCard = (sessionId: string) => apiFetch<ScoreCard>(`/get-score-card/${encodeURIComponent(sessionId)}`);

export const scoreCardQuery = (sessionId: string) =>
  queryOptions({ queryKey: interviewKeys.scoreCard(sessionId), queryFn: () => fetchScoreCard(sessionId), enabled: Boolean(sessionId) });

export const useScoreCard = (sessionId: string) => useQuery(scoreCardQuery(sessionId));
