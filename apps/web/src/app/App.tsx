import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RequireLogin } from './guards/RequireLogin';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageError, PageLoading } from './PageStatus';
import { ErrorBoundary } from './ErrorBoundary';
import { ROUTES } from './routes';

export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map(({ path, page: Page, requiresLogin }) => {
          const content = (
            <ErrorBoundary fallback={<PageError />}>
              <Suspense fallback={<PageLoading />}>
                <Page />
              </Suspense>
            </ErrorBoundary>
          );
          return <Route key={path} path={path} element={requiresLogin ? <RequireLogin>{content}</RequireLogin> : content} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
