import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * A value only the browser knows (its user agent, say). A prerendered page was rendered without it, so hydration
 * renders `prerenderedValue` as the server did and the browser's value follows at once; a page the browser renders
 * itself reads the browser's value from the start.
 */
export function useBrowserValue<T extends string | boolean | null>(read: () => T, prerenderedValue: T): T {
  return useSyncExternalStore(noChanges, read, () => prerenderedValue);
}
