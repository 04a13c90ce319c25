import { useSyncExternalStore } from 'react';
import { currentInstallOffer, type InstallPromptEvent, subscribeToInstallOffer } from './install-offer';

/** The pending install offer, or null where the browser offers none (not supported, or already installed). */
export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(subscribeToInstallOffer, currentInstallOffer, () => null);
}

/**
 * Registers the service worker (built by vite-plugin-pwa) once the page has loaded, so that fetching and
 * precaching the app never competes with the first paint. A prerendered page loads the app after its load event.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The service worker was not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
