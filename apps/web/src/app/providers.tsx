/** App-wide providers: TanStack Query, the cart and the toaster (top-right, one at a time, 3 s; sonner loads with the first toast). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
// In our stylesheet rather than injected inline by sonner, which the CSP refuses (vite.config.ts).
import 'sonner/dist/styles.css';
import { ToastHost } from '../components/ui/toast';
import { ApiError } from '../lib/api-client';
import { CartProvider } from '../lib/cart/cart-context';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            refetchOnWindowFocus: false,
            retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>{children}</CartProvider>
      {/* Offset below the header so a toast never covers the cart or account buttons. */}
      <ToastHost position="top-right" offset={{ top: 112, right: 16 }} mobileOffset={{ top: 72 }} duration={3000} visibleToasts={1} richColors closeButton />
    </QueryClientProvider>
  );
}
