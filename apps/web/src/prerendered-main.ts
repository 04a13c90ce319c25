/**
 * The only script a prerendered page (src/prerender) loads before it paints. The page's HTML already shows and
 * reads in full, and its links work as plain links, so the app itself (React, the router, the query client,
 * ~100 KB gzipped) is fetched off the path of first paint and hydrates the markup in place: at once after the load
 * event when the page must show something only the app knows (a signed-in header, the in-app browser banner, the
 * Chrome hint), otherwise at the visitor's first interaction or once the browser has been idle for a while. A
 * button pressed before the app answers is held and pressed again once it does.
 */
import { recordPageView } from './features/site/api/record-page-view';
import { inAppBrowser, shouldSuggestChrome } from './features/site/lib/user-agent';
import { listenForInstallOffer } from './lib/install-offer';
import { firstPageShown } from './lib/page-ready';
import { STORAGE_KEYS } from './lib/storage';

/** How long after the load event a visitor who has not interacted waits for the app (video, carousel, page view). */
const IDLE_START_MS = 3000;
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const;

// The browser's install offer can come before the app has loaded.
listenForInstallOffer();

// The app records the page view once running; a visitor who follows a link before then still counts.
const arrivedAt = new Date().toISOString();
function recordViewOnLeave() {
  recordPageView({ path: window.location.pathname, title: document.title, visitedAt: arrivedAt });
}
window.addEventListener('pagehide', recordViewOnLeave, { once: true });

const heldButtons: HTMLButtonElement[] = [];

function holdButtonPress(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  heldButtons.push(button);
  startApp();
}

let started = false;
function startApp() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, startApp, true);
  import('./main')
    .then(() => firstPageShown)
    .then(() => {
      window.removeEventListener('pagehide', recordViewOnLeave);
      document.removeEventListener('click', holdButtonPress, true);
      for (const button of heldButtons.splice(0)) if (button.isConnected) button.click();
    })
    .catch((error: unknown) => {
      // The page stays as prerendered (readable, links working); its buttons wait for a reload.
      console.warn('The app did not load', error);
    });
}

function needsAppAtOnce() {
  const userAgent = navigator.userAgent;
  return localStorage.getItem(STORAGE_KEYS.authCode) !== null || inAppBrowser(userAgent) !== null || shouldSuggestChrome(userAgent);
}

function startWhenIdle() {
  window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(startApp);
    else startApp();
  }, IDLE_START_MS);
}

function afterLoad() {
  if (needsAppAtOnce()) startApp();
  else startWhenIdle();
}

document.addEventListener('click', holdButtonPress, true);
for (const type of INTERACTIONS) window.addEventListener(type, startApp, { capture: true, passive: true });
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
