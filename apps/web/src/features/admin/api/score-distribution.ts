import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreDistribution } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const fetchDistribution = async () => (await apiFetch<{ data: ScoreDistribution }>('/admin/scores/distribution')).data;

export const distributionQuery = () => queryOptions({ queryKey: adminKeys.distribution, queryFn: fetchDistribution });

export const useScoreDistribution = () => useQuery(distributionQuery());
