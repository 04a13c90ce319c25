import { CHUNK_LOAD_TIMEOUT_MS } from '@visaready/shared';
import { type ComponentType, lazy } from 'react';

/** A route's page loaded on demand; a chunk that does not arrive within 120 s fails (spec §7). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = window.setTimeout(() => reject(new Error('Loading the page timed out.')), CHUNK_LOAD_TIMEOUT_MS);
        load().then(
          (module) => {
            window.clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            window.clearTimeout(timer);
            reject(error);
          },
        );
      }),
  );
}
