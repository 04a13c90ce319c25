import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageLoading } from '../PageStatus';

// The translations load with the first translated page, never with the marketing pages.
const SignedInLanguage = lazy(() => import('../../features/accounts/components/SignedInLanguage'));

/** Shows a page in the signed-in user's language; a visitor who is not signed in has none and reads it in English. */
export function InUserLanguage({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'authenticated') return children;
  // Its code failing to arrive (offline) must not take the app down: the page then shows in English.
  return (
    <ErrorBoundary fallback={children}>
      <Suspense fallback={<PageLoading />}>
        <SignedInLanguage>{children}</SignedInLanguage>
      </Suspense>
    </ErrorBoundary>
  );
}
