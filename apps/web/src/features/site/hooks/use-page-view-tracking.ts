import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from '../api/record-page-view';

/**
 * Sends a page-view event (path, document title, visit time) for each route a visitor sees (spec §2). Called beside
 * the page, in the same commit, so the page's own title effect has run however long its code took to load: a fixed
 * wait after the route change read the previous page's title whenever a page's chunk came late.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // Deferred one task so React's development double effect (mount, unmount, mount) sends one view, not two.
    const timer = window.setTimeout(() => recordPageView({ path: pathname, title: document.title, visitedAt: new Date().toISOString() }));
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
