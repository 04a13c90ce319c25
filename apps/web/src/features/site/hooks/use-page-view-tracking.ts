import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from '../api/record-page-view';

/** Pages set their title in an effect after mounting; wait for that before reading document.title. */
const TITLE_SETTLE_MS = 400;

/** Sends a page-view event (path, document title, visit time) on every route change (spec §2). */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const visitedAt = new Date().toISOString();
    const timer = window.setTimeout(() => recordPageView({ path: pathname, title: document.title, visitedAt }), TITLE_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
