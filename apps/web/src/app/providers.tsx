import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_TOAST_MS } from '@visaready/shared';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ApiError } from '../lib/api-client';
import { SessionProvider } from '../lib/session';

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
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionProvider>
          {children}
          <ToastContainer position="top-right" autoClose={DEFAULT_TOAST_MS} pauseOnHover pauseOnFocusLoss closeButton newestOnTop />
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
