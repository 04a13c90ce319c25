import { ANCHOR_SCROLL_TIMEOUT_MS } from '@visaready/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const POLL_MS = 100;

/** Every route change scrolls to the top, or to the hash target once it has rendered (waiting up to 10 s). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of pathname is what triggers the scroll.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
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
