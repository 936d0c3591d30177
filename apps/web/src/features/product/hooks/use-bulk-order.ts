/**
 * The bulk drawer's state (shopper spec §2 Bulk drawer, §5, §8, §9; issue 7): the product's tiers
 * (from a quote of one regular unit), the range and quantity chosen (use-bulk-selection), the bulk
 * line's quote once typing rests, and Add to Cart / Buy Now, which open the Insufficient Stock modal
 * when the quantity is above the stock. A bulk order needs more than 10 units in stock.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { BULK_MIN_STOCK_EXCLUSIVE } from '@shop/domain/pricing/quantity-tiers.rules';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { snapshotOf, useCart, useCartQuote } from '../../cart';
import { useBulkSelection } from '../components/bulk/use-bulk-selection';

/** How long the quantity box must rest before its quantity is priced or refused. */
const TYPING_PAUSE_MS = 300;

/** Takes the product and the drawer's onClose (called after Add to Cart); gives what the drawer renders and its handlers. */
export function useBulkOrder(product: ProductSummary, onClose: () => void) {
  const cart = useCart();
  const navigate = useNavigate();
  const [shortfall, setShortfall] = useState(false);
  const stock = product.product_instock ? product.no_of_product_instock : 0;
  const allowed = stock > BULK_MIN_STOCK_EXCLUSIVE;

  // The tiers come with a quote of one regular unit, so they are the ones the cart will be priced at.
  const regularLine = useMemo(() => [snapshotOf(product, 1)], [product]);
  const tiersQuote = useCartQuote({}, regularLine);
  const tiers = tiersQuote.data?.lines[0]?.tiers ?? [];
  const inCart = cart.items.find((item) => item.product_id === product._id);
  const selection = useBulkSelection(
    tiers,
    inCart?.is_bulk_order && inCart.bulk_range ? { label: inCart.bulk_range, quantity: inCart.quantity } : undefined,
  );
  const settled = useDebouncedValue(selection.text, TYPING_PAUSE_MS) === selection.text;

  const { tier, quantity } = selection;
  const bulkLines = useMemo(
    () =>
      settled && tier && quantity !== null
        ? [{ ...snapshotOf(product, quantity), is_bulk_order: true, bulk_range: tier.label }]
        : [],
    [settled, tier, quantity, product],
  );
  const bulkQuote = useCartQuote({}, bulkLines);
  const line = bulkQuote.data?.lines[0];

  const order = (thenCheckout: boolean) => {
    if (!tier || quantity === null) return;
    if (quantity > stock) return setShortfall(true);
    const result = cart.addBulk(product, quantity, tier.label);
    if (!result.ok) return toast.error(result.message);
    toast.success(`Added ${quantity} items to cart with bulk pricing`, { duration: 2000 });
    // Buy Now leaves the page, which closes the drawer with it.
    if (thenCheckout) navigate(paths.checkout());
    else onClose();
  };
  const ready = allowed && Boolean(tier) && quantity !== null;
  const closeShortfall = () => setShortfall(false);

  return {
    stock,
    allowed,
    tiersQuote,
    tiers,
    inCart,
    selection,
    settled,
    bulkQuote,
    line,
    order,
    ready,
    shortfall,
    closeShortfall,
  };
}
