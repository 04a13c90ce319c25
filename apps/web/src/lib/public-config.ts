import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@visaready/shared/schemas/common';
import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from './api-client';

/** GET /api/config: what the server lets the browser know (Google client id, gateway, speech engine, idle time). */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiFetch<PublicConfig>('/config', { auth: false }),
  // Read once per page load: the server's configuration does not change while it runs.
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The one reader of /api/config; every feature that needs a setting asks this hook. It reads the query cache
 * directly rather than through useQuery: the session provider uses it on every page, the landing page included,
 * and useQuery's observer would add 3 KB to that page's first-paint JavaScript.
 */
export function usePublicConfig(): { data: PublicConfig | undefined; isError: boolean } {
  const client = useQueryClient();
  useEffect(() => {
    // Cached for the page's life (staleTime), so every caller after the first is answered from the cache.
    void client.prefetchQuery(publicConfigQuery);
  }, [client]);
  const state = useSyncExternalStore(
    // Only the config query's own events: another page's useQuery adds its query to the cache while that page
    // renders, and reacting to it then would update the session provider in the middle of another component's render.
    (onChange) => client.getQueryCache().subscribe((event) => event.query.queryKey[0] === publicConfigQuery.queryKey[0] && onChange()),
    () => client.getQueryState(publicConfigQuery.queryKey),
    // A prerendered page is rendered without the server's configuration; hydration starts from the same.
    () => undefined,
  );
  return { data: state?.data, isError: state?.status === 'error' };
}
