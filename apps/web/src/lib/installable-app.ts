import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM library). It can be prompted once. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for our own "Install the app" button instead of its mini-infobar. Called at
 * start-up: the offer can arrive before any page that shows the button has rendered.
 */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** The pending install offer, or null where the browser offers none (not supported, or already installed). */
export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
}

/** Shows the browser's install dialog; the offer is spent whatever the answer. */
export async function acceptInstallOffer(event: InstallPromptEvent) {
  setOffer(null);
  await event.prompt();
}

/**
 * Registers the service worker (built by vite-plugin-pwa) once the page has loaded, so that fetching and
 * precaching the app never competes with the first paint.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener(
    'load',
    () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The service worker was not registered', error));
    },
    { once: true },
  );
}
