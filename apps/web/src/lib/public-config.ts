import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@visaready/shared/schemas/common';
import { apiFetch } from './api-client';

/** GET /api/config: what the server lets the browser know (Google client id, gateway, speech engine, idle time). */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiFetch<PublicConfig>('/config', { auth: false }),
  // Read once per page load: the server's configuration does not change while it runs.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The one reader of /api/config; every feature that needs a setting asks this hook. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
