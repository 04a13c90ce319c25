import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@visaready/shared/schemas/billing';
import { apiFetch } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /list_subscriptions (no auth): the plans on sale, and the trial plan kept out of the listing. */
export const fetchPlans = () => apiFetch<{ data: Plan[]; trial_subscription_id: number | null }>('/list_subscriptions', { auth: false });

export const plansQuery = () => queryOptions({ queryKey: billingKeys.plans, queryFn: fetchPlans });

export const usePlans = () => useQuery(plansQuery());
