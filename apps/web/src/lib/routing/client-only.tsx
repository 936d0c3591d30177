/**
 * ClientOnly: what only the browser can draw, such as a shopper's cart from localStorage
 * (decisions 093 and 097). The server render and the hydration draw `fallback`, since the
 * hydration's first render must match the server's (useSyncExternalStore's server snapshot);
 * React draws `children` right after hydrating, and at once on a page the server did not render.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => undefined;

/** `children` in the browser; `fallback` on the server and while hydrating (module doc). */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}
