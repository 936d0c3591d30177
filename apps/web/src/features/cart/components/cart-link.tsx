/** The header's cart icon with the number of units in the cart, linking to /cart (storefront spec §2 header). */
import { Link } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/cart/cart-context';

export function CartLink() {
  const { count } = useCart();
  return (
    <Link
      to={paths.cart()}
      className="flex items-center gap-2.5 rounded-lg p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700"
    >
      <span className="relative">
        <CartIcon className="size-6" />
        {count > 0 && (
          <span aria-hidden="true" className="absolute -right-2.5 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] font-bold text-white ring-2 ring-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      {/* The name is "Cart, N items" everywhere; the word shows from lg up, the badge is decoration. */}
      <span className="sr-only text-sm font-semibold lg:not-sr-only">Cart</span>
      <span className="sr-only">{`, ${count} ${count === 1 ? 'item' : 'items'}`}</span>
    </Link>
  );
}
