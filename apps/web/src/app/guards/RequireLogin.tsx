import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageLoading } from '../PageStatus';

// The translations load with the first signed-in page, never with the marketing pages.
const SignedInLanguage = lazy(() => import('../../features/accounts/components/SignedInLanguage'));

/** Spec §2 'Login guard': 'Loading...' while the session loads, then a replacing redirect to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  // Its code failing to arrive (offline) must not take the app down: the page then shows in English.
  return (
    <ErrorBoundary fallback={children}>
      <Suspense fallback={<PageLoading />}>
        <SignedInLanguage>{children}</SignedInLanguage>
      </Suspense>
    </ErrorBoundary>
  );
}
