import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { usePageViewTracking } from '../features/site/hooks/use-page-view-tracking';
import { markPageShown } from '../lib/page-ready';
import { InUserLanguage } from './guards/InUserLanguage';
import { RequireLogin } from './guards/RequireLogin';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageError, PageLoading } from './PageStatus';
import { ErrorBoundary } from './ErrorBoundary';
import { type AppRoute, preloadSignInPage, ROUTES } from './routes';

/** What a route of the table renders: its page, loaded on demand, behind the login guard where it needs one, in the user's language where translated. */
export function RoutePage({ route: { page: Page, requiresLogin, inUserLanguage } }: { route: AppRoute }) {
  const content = (
    <ErrorBoundary fallback={<PageError />}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <PageShown />
      </Suspense>
    </ErrorBoundary>
  );
  if (requiresLogin)
    return (
      <RequireLogin>
        {content}
        <SignInPageReady />
      </RequireLogin>
    );
  return inUserLanguage ? <InUserLanguage>{content}</InUserLanguage> : content;
}

/** Fetches the sign-in page's code, so that a sign-out while offline still shows it; a failed fetch is retried there. */
function SignInPageReady() {
  useEffect(() => {
    preloadSignInPage().catch(() => undefined);
  }, []);
  return null;
}

/**
 * Committed with the page it follows, so its effects run once that page is on screen and answering events, with its
 * title set: the moment the visit counts as a page view.
 */
function PageShown() {
  useEffect(markPageShown, []);
  usePageViewTracking();
  return null;
}

export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <PageShown />
            </>
          }
        />
      </Route>
    </Routes>
  );
}
