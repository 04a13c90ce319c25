import { ANCHOR_SCROLL_TIMEOUT_MS } from '@visaready/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const POLL_MS = 100;

/**
 * Every route change scrolls to the top, or to the hash target once it has rendered (waiting up to 10 s). The page
 * the visit starts on keeps its scroll position: a prerendered page may have been scrolled before the app hydrated it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of pathname is what triggers the scroll.
  useEffect(() => {
    const arriving = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      if (!arriving) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // Already in the prerendered markup on arrival, so the browser has scrolled to it itself.
    if (arriving && document.getElementById(id)) return;
    const startedAt = Date.now();
    let timer = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
      if (Date.now() - startedAt < ANCHOR_SCROLL_TIMEOUT_MS) timer = window.setTimeout(tryScroll, POLL_MS);
    };
    tryScroll();
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
