// No React here: a prerendered page's small entry starts listening before the app (and React) has loaded.

/** Chromium's install offer (not in TypeScript's DOM library). It can be prompted once. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for our own "Install the app" button instead of its mini-infobar. Called at
 * start-up (by a prerendered page's small entry too, before the app has loaded): the offer can arrive before any page
 * that shows the button has rendered.
 */
export function listenForInstallOffer() {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** Calls `onChange` whenever the offer arrives or is spent. */
export function subscribeToInstallOffer(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function currentInstallOffer(): InstallPromptEvent | null {
  return offer;
}

/** Shows the browser's install dialog; the offer is spent whatever the answer. */
export async function acceptInstallOffer(event: InstallPromptEvent) {
  setOffer(null);
  await event.prompt();
}
