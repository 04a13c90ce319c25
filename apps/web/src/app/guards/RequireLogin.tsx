import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { PageLoading } from '../PageStatus';
import { InUserLanguage } from './InUserLanguage';

/** Spec §2 'Login guard': 'Loading...' while the session loads, then a replacing redirect to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <InUserLanguage>{children}</InUserLanguage>;
}
