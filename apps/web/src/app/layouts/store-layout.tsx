/** The storefront frame: header, the page, footer. */
import { Outlet } from 'react-router';

export function StoreLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
