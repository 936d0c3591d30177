/**
 * The route table (storefront spec §2). Pages load lazily, split by route, so the home page
 * ships only what it shows. Admin routes come from features/admin and use their own layout.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { RouteError } from './routes/route-error';

const listing = async () => ({ Component: (await import('../features/catalog/components/listing-page')).ListingPage });
const paymentStatus = async () => ({ Component: (await import('../features/payments/components/payment-status-page')).PaymentStatusPage });

const storeRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./routes/store/home')).HomeRoute }) },
  { path: 'product', lazy: listing },
  { path: 'allproducts', lazy: listing },
  { path: 'product/:id', lazy: async () => ({ Component: (await import('../features/product/components/product-page')).ProductPage }) },
  { path: 'shopbybrand', lazy: async () => ({ Component: (await import('../features/catalog/components/brands-page')).BrandsPage }) },
  { path: 'cart', lazy: async () => ({ Component: (await import('../features/cart/components/cart-page')).CartPage }) },
  { path: 'checkout', lazy: async () => ({ Component: (await import('../features/checkout/components/checkout-page')).CheckoutPage }) },
  { path: 'payment-status/:paymentId', lazy: paymentStatus },
  { path: 'phonepe-payment-status/:paymentId', lazy: paymentStatus },
  { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }) },
  { path: 'signup', lazy: async () => ({ Component: (await import('../features/auth/components/signup-page')).SignupPage }) },
  { path: 'profile', lazy: async () => ({ Component: (await import('../features/account/components/profile-page')).ProfilePage }) },
  { path: '*', lazy: async () => ({ Component: (await import('./routes/store/not-found')).NotFoundRoute }) },
];

export const router = createBrowserRouter([
  ...adminRoutes,
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./layouts/store-layout')).StoreLayout }),
    ErrorBoundary: RouteError,
    children: storeRoutes.map((route) => ({ ...route, ErrorBoundary: RouteError })),
  },
]);
