import { CHUNK_LOAD_TIMEOUT_MS } from '@visaready/shared';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

/** A page loaded on demand whose code can also be fetched ahead of need. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };

/**
 * A route's page loaded on demand; a chunk that does not arrive within 120 s fails (spec §7). Plain timers, not
 * window's: public pages are also rendered in Node at build time (src/prerender). `preload` fetches the code early; the
 * page then renders from it, even once the network is gone. A load that failed is tried again next time.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const page = lazy(
    () =>
      new Promise<PageModule>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Loading the page timed out.')), CHUNK_LOAD_TIMEOUT_MS);
        loadOnce().then(
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
  return Object.assign(page, { preload: loadOnce });
}
