/**
 * The cart at /cart (shopper spec §2 cart): lines with live price and stock, Clear Cart,
 * Continue Shopping and the Summary. Empty: 'Your cart is empty'.
 */
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CartIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/cart/cart-context';
import { useLiveCart } from '../../../lib/cart/use-live-cart';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';

export function CartPage() {
  const cart = useCart();
  const live = useLiveCart();

  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">Shopping Cart</h1>
        <EmptyState icon={<CartIcon className="size-14" />} title="Your cart is empty" text="Browse boards, sensors, motors and more, and add what you need.">
          <Link to={paths.products()} className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
        </EmptyState>
      </div>
    );
  }

  const blockedReason = live.isLoading ? undefined : live.isOrderable ? undefined : 'Fix the items marked in red to continue.';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          Shopping Cart <span className="text-base font-medium text-slate-500">({cart.count} {cart.count === 1 ? 'item' : 'items'})</span>
        </h1>
        <div className="flex gap-2">
          <Link to={paths.products()} className={buttonClasses('ghost', 'sm')}>
            Continue Shopping
          </Link>
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              cart.clear();
              toast.success('Cart cleared');
            }}
          >
            Clear Cart
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Cart items">
          {live.lines.map((line) => (
            <CartLineRow key={line.item.product_id} line={line} />
          ))}
        </ul>
        <CartSummary totals={live.totals} canCheckout={live.isOrderable && !live.isLoading} blockedReason={blockedReason} />
      </div>
    </div>
  );
}
