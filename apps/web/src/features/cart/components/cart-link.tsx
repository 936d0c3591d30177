/**
 * The header's cart (storefront spec §2 header; shopper spec §2 Cart): a button with the number
 * of units, named "Cart, N items", that opens the Current Order drawer (loaded on first open).
 * The drawer closes when the page changes (View Cart, Checkout, a product link).
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { useCart } from '../lib/cart-context';

const CurrentOrderDrawer = lazy(async () => ({ default: (await import('./current-order-drawer')).CurrentOrderDrawer }));

export function CartLink() {
  const { count } = useCart();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex items-center gap-2.5 rounded-lg p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      >
        <span className="relative">
          <CartIcon className="size-6" />
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute -right-2.5 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] font-bold text-white ring-2 ring-white"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </span>
        {/* The name is "Cart, N items" everywhere; the word shows from lg up, the badge is decoration. */}
        <span className="sr-only text-sm font-semibold lg:not-sr-only">Cart</span>
        <span className="sr-only">{`, ${count} ${count === 1 ? 'item' : 'items'}`}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CurrentOrderDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
