/**
 * ClientOnly: what only the browser can draw, such as a shopper's cart from localStorage
 * (decision 093). The server render and the hydration draw `fallback`, since the hydration's first
 * render must match the server's (useSyncExternalStore's server snapshot); React draws `children`
 * right after hydrating, and at once on a page the server did not render.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => undefined;

/** True in the browser once hydrated (and on a page drawn in the browser); false on the server and while hydrating. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** `children` in the browser; `fallback` on the server and while hydrating (module doc). */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useInBrowser() ? children : fallback;
}
