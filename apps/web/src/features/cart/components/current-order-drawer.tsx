/**
 * The Current Order drawer the header's cart opens (shopper spec §2 Cart 'a cart drawer titled
 * Current Order'; issue 7): a side sheet on the right (a bottom sheet on phones; focus kept inside, Esc and Close shut
 * it) with each line's name, quantity, bulk tag and total, the quote's QuoteTotals, and View Cart
 * and Checkout; 'Your cart is empty' otherwise. Loaded on first open, off the pages' first load.
 */
import { Link } from 'react-router';
import { QuoteTotals } from '../../../shared/pricing/quote-totals';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCart } from '../lib/cart-context';
import { formatRupees } from '../../../lib/format';
import { useCartPricing } from '../hooks/use-cart-pricing';
import { useGoToCheckout } from '../hooks/use-go-to-checkout';

export function CurrentOrderDrawer({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const pricing = useCartPricing();
  const { goToCheckout, isPending } = useGoToCheckout();
  const { quote, query } = pricing;
  const empty = cart.items.length === 0;

  const footer = empty ? undefined : (
    <>
      <Link to={paths.cart()} onClick={onClose} className={buttonClasses('outline', 'md', 'sm:flex-1')}>
        View Cart
      </Link>
      <Button variant="accent" className="sm:flex-1" onClick={goToCheckout} disabled={!quote?.orderable || isPending}>
        Checkout
      </Button>
    </>
  );

  return (
    <Modal
      title="Current Order"
      description={`${cart.count} ${cart.count === 1 ? 'item' : 'items'}`}
      size="sheet"
      footer={footer}
      onClose={onClose}
    >
      {empty ? (
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <p className="text-lg font-semibold text-slate-900">Your cart is empty</p>
          <Link to={paths.products()} onClick={onClose} className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-200" aria-label="Order items">
            {cart.items.map((item) => {
              const line = pricing.lineOf(item.product_id);
              const image = line?.product_image_main ?? item.product_image_main;
              const problem = pricing.lineErrorOf(item.product_id) ?? line?.problem;
              return (
                <li key={item.product_id} className="flex items-start gap-3 py-3">
                  {image && (
                    <img
                      src={image}
                      alt=""
                      className="size-12 shrink-0 rounded border border-slate-200 object-contain p-0.5"
                    />
                  )}
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="line-clamp-2 font-medium text-slate-900">{line?.product_name ?? item.product_name}</p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-2 text-slate-600">
                      <span>Qty {item.quantity}</span>
                      {item.is_bulk_order && item.bulk_range && <Badge tone="teal">Bulk {item.bulk_range}</Badge>}
                    </p>
                    {problem && <p className="mt-0.5 text-red-600">{problem}</p>}
                  </div>
                  {line && (
                    <p
                      className={`shrink-0 text-sm font-semibold tabular-nums text-slate-900 ${pricing.isRepricing ? 'opacity-60' : ''}`}
                    >
                      {formatRupees(line.line_total)}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="mt-3 border-t border-slate-200 pt-3" aria-busy={pricing.isRepricing || undefined}>
            {query.error ? (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
                <p className="font-medium">{query.error.message}</p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              </div>
            ) : quote ? (
              <div className={pricing.isRepricing ? 'opacity-60' : undefined}>
                <QuoteTotals quote={quote} />
              </div>
            ) : (
              <div className="flex justify-center py-6">
                <Spinner />
              </div>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
