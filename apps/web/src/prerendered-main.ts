/**
 * The only script a prerendered page (src/prerender) loads before it paints. The page's HTML already shows and
 * reads in full, its links work as plain links, so the app itself (React, the router, the query client, ~100 KB
 * gzipped) is fetched once the page has loaded, off the path of first paint, and hydrates the markup in place.
 * A button pressed before then is held and pressed again once the page answers events.
 */
import { listenForInstallOffer } from './lib/install-offer';
import { firstPageShown } from './lib/page-ready';

// The browser's install offer can come before the app has loaded.
listenForInstallOffer();

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
  import('./main')
    .then(() => firstPageShown)
    .then(() => {
      document.removeEventListener('click', holdButtonPress, true);
      for (const button of heldButtons.splice(0)) if (button.isConnected) button.click();
    })
    .catch((error: unknown) => {
      // The page stays as prerendered (readable, links working); its buttons wait for a reload.
      console.warn('The app did not load', error);
    });
}

document.addEventListener('click', holdButtonPress, true);
if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
