/**
 * One cart line (shopper spec §2 cart, §5): image, name, live unit price, quantity stepper capped
 * at live stock ('Only {n} items available in stock'), line total and Remove; problems flagged.
 */
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { rupeesToPaise } from '@shop/domain/money/money';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/cart/cart-context';
import { onlyInStock } from '../../../lib/cart/cart-items';
import type { LiveCartLine } from '../../../lib/cart/use-live-cart';
import { formatPaise, formatRupees } from '../../../lib/format';

export function CartLineRow({ line }: { line: LiveCartLine }) {
  const cart = useCart();
  const { item, product, stock, problem } = line;
  const name = product?.product_name ?? item.product_name;
  const price = product?.discounted_single_product_price ?? item.discounted_single_product_price;
  const mrp = product?.non_discounted_price ?? item.non_discounted_price;
  const image = product?.product_image_main ?? item.product_image_main;

  const changeQuantity = (quantity: number) => {
    const result = cart.setQuantity(item.product_id, quantity, product ? stock : undefined);
    if (!result.ok) toast.error(result.message);
  };

  return (
    <li className={`flex gap-4 p-4 ${problem ? 'bg-red-50/60' : ''}`}>
      <Link to={paths.product(item.product_id)} className="size-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white p-1 sm:size-24" tabIndex={-1} aria-hidden="true">
        {image && <img src={image} alt="" className="size-full object-contain" />}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">
              <Link to={paths.product(item.product_id)} className="hover:text-brand-700 hover:underline">
                {name}
              </Link>
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">
              {formatRupees(price)}
              {mrp > price && <span className="ml-2 text-xs text-slate-500 line-through">{formatRupees(mrp)}</span>}
              <span className="ml-1 text-xs text-slate-500">each, excl. GST</span>
            </p>
          </div>
          <p className="shrink-0 text-right text-sm font-bold text-slate-900 sm:text-base">{formatPaise(rupeesToPaise(price) * item.quantity)}</p>
        </div>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            value={item.quantity}
            max={product ? Math.max(stock, 1) : item.quantity + 1000}
            disabled={!product || stock <= 0}
            label={`Quantity of ${name}`}
            onChange={changeQuantity}
            onLimit={(max) => toast.error(onlyInStock(max))}
          />
          <button type="button" onClick={() => cart.remove(item.product_id)} className="text-sm font-semibold text-red-600 hover:underline">
            Remove<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
