/** The storefront frame (storefront spec §2): header, the page, footer; each page scrolls to the top when opened
 * and sets its document title. */
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteTitle } from './route-title';
import { SiteFooter } from './site-footer';
import { StoreHeader } from './store-header';

export function StoreLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <StoreHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
      <RouteTitle />
    </div>
  );
}
