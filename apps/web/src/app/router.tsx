/**
 * The route table (storefront spec §2). Pages load lazily, split by route, so the home page
 * ships only what it shows. Admin routes come from features/admin and use their own layout.
 */
import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../features/admin/routes';

export const router = createBrowserRouter([
  ...adminRoutes,
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./layouts/store-layout')).StoreLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/home/components/home-page')).HomePage }) },
    ],
  },
]);
