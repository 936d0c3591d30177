/**
 * The storefront frame (storefront spec §2): a skip link (the first stop of Tab), header, the
 * page, footer and the floating chat link. Each page scrolls to the top when opened, sets its
 * document title, and moves focus to its main heading (hooks/use-focus-heading-on-navigate.ts).
 */
import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { useFocusHeadingOnNavigate } from '../../hooks/use-focus-heading-on-navigate';
import { useScrollRestoration } from '../../lib/routing/scroll-restoration';
import { ChatLink } from './chat-link';
import { RouteTitle } from './route-title';
import { SiteFooter } from './site-footer';
import { StoreHeader } from './store-header';

/** Focuses <main> directly: following '#main' would be a navigation the router sees. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export function StoreLayout() {
  useFocusHeadingOnNavigate();
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:outline-2 focus:outline-brand-700"
      >
        Skip to main content
      </a>
      <StoreHeader />
      {/* At least a screen tall: a page still loading its data keeps the footer below the fold, so it does not jump when the content arrives (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLink />
      <RouteTitle />
    </div>
  );
}
