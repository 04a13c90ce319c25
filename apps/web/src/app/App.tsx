import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RequireLogin } from './guards/RequireLogin';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageError, PageLoading } from './PageStatus';
import { ErrorBoundary } from './ErrorBoundary';
import { type AppRoute, ROUTES } from './routes';

/** What a route of the table renders: its page, loaded on demand, behind the login guard where it needs one. */
export function RoutePage({ route: { page: Page, requiresLogin } }: { route: AppRoute }) {
  const content = (
    <ErrorBoundary fallback={<PageError />}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
  return requiresLogin ? <RequireLogin>{content}</RequireLogin> : content;
}

export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
