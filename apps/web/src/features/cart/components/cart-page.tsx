/**
 * The cart at /cart (shopper spec §2 Cart; issue 7): lines priced by POST /cart/quote, the coupon
 * box and the Summary (QuoteTotals), Clear Cart (empties the cart and the coupon, then reloads
 * the page, as the spec says), Bulk Order, Continue Shopping (/product). Empty: 'Your cart is
 * empty'. The browser does no money arithmetic: every figure is the quote's.
 *
 * The server renders the page's frame for everyone: the heading, "Shopping Cart", and the
 * delivery terms (the public settings). The item count beside the heading, the buttons, the lines
 * and the Summary are drawn in the browser, which holds the cart (localStorage; decisions 093 and
 * 097), below the frame, so nothing the server drew moves and a phone paints the page's largest
 * text with the server's HTML.
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CartIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { PurchasePageFrame } from '../../../shared/pricing/purchase-page-frame';
import { useCart } from '../lib/cart-context';
import { setAppliedCoupon } from '../lib/coupon-store';
import { loadCartSync } from '../lib/load-cart-sync';
import { useCartPricing } from '../hooks/use-cart-pricing';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';

// Loaded when Bulk Order is pressed: the dialog and its modal stay out of the cart's first load.
const BulkOrderDialog = lazy(async () => ({ default: (await import('./bulk-order-dialog')).BulkOrderDialog }));

export function CartPage() {
  return (
    <PurchasePageFrame
      heading={
        <>
          Shopping Cart <ItemCount />
        </>
      }
    >
      <CartLines />
    </PurchasePageFrame>
  );
}

/**
 * "(3 items)" beside the heading, once the browser has read the cart; nothing while it is empty,
 * as it is on the server and while hydrating (the cart store's server snapshot is empty).
 */
function ItemCount() {
  const { count } = useCart();
  if (count === 0) return null;
  return (
    <span className="text-base font-medium text-slate-500">
      ({count} {count === 1 ? 'item' : 'items'})
    </span>
  );
}

/**
 * The priced lines with Bulk Order (once priced) and Clear Cart above them, and the Summary; or
 * 'Your cart is empty'. Drawn below the server's frame, so nothing the server drew moves.
 */
function CartLines() {
  const cart = useCart();
  const pricing = useCartPricing();
  const [bulkOpen, setBulkOpen] = useState(false);

  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl py-6">
        <EmptyState
          icon={<CartIcon className="size-14" />}
          title="Your cart is empty"
          text="Browse boards, sensors, motors and more, and add what you need."
        >
          <Link to={paths.products()} className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
        </EmptyState>
      </div>
    );
  }

  const clearCart = async () => {
    cart.clear();
    setAppliedCoupon(undefined);
    // A signed-in customer's saved cart must be emptied before the reload reads it back.
    await (await loadCartSync()).flushServerCart();
    window.location.reload();
  };

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <div>
          <div className="mb-3 flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setBulkOpen(true)} disabled={!pricing.quote}>
              Bulk Order
            </Button>
            <Button variant="danger" size="sm" onClick={() => void clearCart()}>
              Clear Cart
            </Button>
          </div>
          <ul
            className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            aria-label="Cart items"
          >
            {cart.items.map((item) => (
              <CartLineRow
                key={item.product_id}
                item={item}
                line={pricing.lineOf(item.product_id)}
                error={pricing.lineErrorOf(item.product_id)}
                isRepricing={pricing.isRepricing}
              />
            ))}
          </ul>
          <Link to={paths.products()} className={buttonClasses('ghost', 'sm', 'mt-3')}>
            <span aria-hidden="true">←</span> Continue Shopping
          </Link>
        </div>
        <CartSummary
          quote={pricing.quote}
          couponCode={pricing.couponCode}
          isRepricing={pricing.isRepricing}
          error={pricing.query.error}
          onRetry={() => void pricing.query.refetch()}
        />
      </div>
      {bulkOpen && pricing.quote && (
        <Suspense fallback={null}>
          <BulkOrderDialog lines={pricing.quote.lines} onClose={() => setBulkOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
