import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_TOAST_MS } from '@visaready/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../lib/api-client';
import { SessionProvider } from '../lib/session';
import { ErrorBoundary } from './ErrorBoundary';

// Not needed for first paint: toasts raised before it mounts are queued by react-toastify and shown once it does.
// Keeping it out of the entry chunk holds the landing page's initial JS under its 100 KB gzip budget.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not improve on retry; network and server errors get one more try.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <AppServices>{children}</AppServices>
    </BrowserRouter>
  );
}

/**
 * Everything the app provides under its router: the query client, the session and the toasts. Apart from
 * AppProviders so that component tests render pages with these same providers under a MemoryRouter.
 */
export function AppServices({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <ToastContainer position="top-right" autoClose={DEFAULT_TOAST_MS} pauseOnHover pauseOnFocusLoss closeButton newestOnTop />
          </Suspense>
        </ErrorBoundary>
      </SessionProvider>
    </QueryClientProvider>
  );
}
