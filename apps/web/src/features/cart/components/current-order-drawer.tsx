/**
 * The Current Order drawer the header's cart opens (shopper spec §2 Cart 'a cart drawer titled
 * Current Order'; issue 7): a side sheet on the right (a bottom sheet on phones; focus kept inside, Esc and Close shut
 * it) with each line's name, quantity, bulk tag and total, the quote's QuoteTotals, and View Cart
 * and Checkout; 'Your cart is empty' otherwise. Loaded on first open, off the pages' first load.
 */
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { useCart } from '../lib/cart-context';
import { useCartPricing } from '../hooks/use-cart-pricing';
import { useGoToCheckout } from '../hooks/use-go-to-checkout';
import { DrawerLine } from './drawer-line';
import { DrawerTotals } from './drawer-totals';

/** The drawer; links and Checkout close it through onClose. */
export function CurrentOrderDrawer({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const pricing = useCartPricing();
  const { goToCheckout, isPending } = useGoToCheckout();
  const { quote } = pricing;
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
            {cart.items.map((item) => (
              <DrawerLine
                key={item.product_id}
                item={item}
                line={pricing.lineOf(item.product_id)}
                error={pricing.lineErrorOf(item.product_id)}
                isRepricing={pricing.isRepricing}
              />
            ))}
          </ul>
          <DrawerTotals pricing={pricing} />
        </>
      )}
    </Modal>
  );
}
