// First: configures zod before any schema module is evaluated (see zod-config.ts).
import './app/zod-config';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_DATA_ELEMENT_ID } from '@shop/domain/seo/server-render.contract';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/router';
import { SessionLostHandler } from './app/session-lost-handler';
import { readSsrData } from './app/ssr/hydration-data';
import { startSessionRead } from './shared/session/get-session';
import { AppRoutes, matchAppRoutes, preloadMatches } from './lib/routing/app-route';
import { BrowserRouter } from './lib/routing/browser-router';

performance.mark('app:evaluated');
const root = document.getElementById('root')!;
const routes = appRoutes();
const queryClient = createQueryClient();
// A server-rendered page (docs/decisions/024) carries its data: the catalogue's pages whole, the
// shopper's own (cart, checkout, account) as their layout around a placeholder (decision 093).
// The others (sign-in, payment results, staff's) and a render the server gave up on arrive as an
// empty root and render here.
const ssr = readSsrData(SSR_DATA_ELEMENT_ID);
// Every storefront page's header asks who is signed in: asked now, the answer comes while the code loads.
if (!window.location.pathname.startsWith('/admin')) startSessionRead();
let tookOver!: () => void;
/**
 * Resolves once the app has taken over the page (hydrated or rendered): boot.ts then replays the
 * taps it held meanwhile (app/ssr/early-input.ts).
 */
export const appTookOver = new Promise<void>((resolve) => (tookOver = resolve));

/**
 * Marks the document once the app has taken over the page (hydrated or rendered):
 * `<html data-app="ready">`, and resolves appTookOver. Until then a server-rendered page shows
 * but does not answer; boot.ts holds the taps, and the browser tests wait for it
 * (e2e/fixtures.ts). Renders nothing, on both sides.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    performance.mark('app:ready');
    tookOver();
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <SessionLostHandler />
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
    <AppReady />
  </StrictMode>
);

if (ssr) {
  hydrate(queryClient, ssr.queries);
  // boot.ts loaded this module after the server's HTML was painted. The matched routes' code is
  // loaded first, so hydration renders what the server did without suspending.
  await preloadMatches(matchAppRoutes(routes, window.location));
  // As a transition, hydration works in slices and yields to the browser between them, instead
  // of one long task that blocks input (the page's Total Blocking Time, decision 030).
  performance.mark('app:hydrate');
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // The matched routes' code loads side by side; the first render waits for it (it suspends).
  void preloadMatches(matchAppRoutes(routes, window.location));
  createRoot(root).render(app);
}
