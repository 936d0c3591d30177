/** App-wide providers: TanStack Query, the cart (saved to a signed-in customer's account) and the toaster (top-right, one at a time, 3 s; sonner loads with the first toast, its styles are in boot.ts's stylesheet). */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '../components/ui/toast';
import { ApiError } from '../lib/api-client';
import { reportSessionLost } from '../lib/session-lost';
import { CartProvider, ServerCartSync } from '../features/cart';

/**
 * The shop's query cache: data stays fresh 30 s, no refetch on window focus, no retry of a 4xx.
 * On the server (`server: true`) nothing is retried: a failed read is left to the browser.
 * Every failed read and action is reported to the one lost-session handler (lib/session-lost.ts).
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reportSessionLost(error, 'read') }),
    mutationCache: new MutationCache({ onError: (error) => reportSessionLost(error, 'action') }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: server
          ? false
          : (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** `queryClient` is the cache to use (the server render's, or one hydrated with its data); a new one otherwise. */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>{children}</CartProvider>
      {/* A signed-in customer's cart is kept on the server too (decision 029). */}
      <ServerCartSync />
      {/* Offset below the header so a toast never covers the cart or account buttons. */}
      <ToastHost
        position="top-right"
        offset={{ top: 112, right: 16 }}
        mobileOffset={{ top: 72 }}
        duration={3000}
        visibleToasts={1}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
