import { CHUNK_LOAD_TIMEOUT_MS } from '@visaready/shared';
import { type ComponentType, lazy } from 'react';

/**
 * A route's page loaded on demand; a chunk that does not arrive within 120 s fails (spec §7). Plain timers, not
 * window's: public pages are also rendered in Node at build time (src/prerender).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Loading the page timed out.')), CHUNK_LOAD_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
  );
}
