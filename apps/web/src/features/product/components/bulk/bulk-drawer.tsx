/**
 * The bulk drawer (shopper spec §2 Bulk drawer, §5, §8, §9; issue 7): a side sheet (bottom sheet
 * on phones) where the buyer picks a quantity range and a quantity that follow each other, sees
 * the unit price, subtotal and savings of that bulk line as POST /cart/quote prices it, and adds it
 * to the cart (or buys it now) as a bulk line at the chosen tier. A bulk order needs more than 10
 * units in stock; asking for more than the stock opens the Insufficient Stock modal.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { BULK_MIN_STOCK_EXCLUSIVE, BULK_NEEDS_STOCK } from '@shop/domain/pricing/quantity-tiers';
import { paths } from '../../../../config/paths';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useCart, snapshotOf, useCartQuote } from '../../../cart';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { LoadError } from '../../../../components/ui/load-error';
import { Modal } from '../../../../components/ui/modal';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { BulkFigures } from './bulk-figures';
import { BulkTierList } from './bulk-tier-list';
import { InsufficientStockModal } from './insufficient-stock-modal';
import { useBulkSelection } from './use-bulk-selection';

/** How long the quantity box must rest before its quantity is priced or refused. */
const TYPING_PAUSE_MS = 300;

/** Takes the product and `onClose` (Esc, the backdrop, the close button, and after Add to Cart). */
export function BulkDrawer({ product, onClose }: { product: ProductSummary; onClose: () => void }) {
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

  return (
    <>
      <Modal
        title="Bulk Orders"
        description={product.product_name}
        size="sheet"
        onClose={onClose}
        footer={
          <div className="w-full">
            <BulkFigures
              line={selection.problem === null ? line : undefined}
              updating={!settled || bulkQuote.isPlaceholderData}
            />
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Button onClick={() => order(false)} disabled={!ready}>
                Add to Cart
              </Button>
              <Button variant="accent" onClick={() => order(true)} disabled={!ready}>
                Buy Now
              </Button>
            </div>
          </div>
        }
      >
        <div className="flex flex-col gap-4">
          {!allowed && (
            <p
              role="status"
              className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            >
              {BULK_NEEDS_STOCK}{' '}
              {stock > 0
                ? `Only ${stock} ${stock === 1 ? 'unit is' : 'units are'} in stock now.`
                : 'This product is out of stock.'}
            </p>
          )}
          {tiersQuote.isPending ? (
            <CenteredSpinner label="Loading bulk prices..." />
          ) : tiersQuote.isError ? (
            <LoadError
              title="Could not load bulk prices"
              message={tiersQuote.error.message}
              onRetry={() => void tiersQuote.refetch()}
            />
          ) : (
            <>
              <BulkTierList tiers={tiers} chosen={tier} onChoose={selection.chooseTier} />
              {inCart && (
                <p className="text-sm text-slate-600">
                  Your cart has {inCart.quantity} of this
                  {inCart.is_bulk_order && inCart.bulk_range ? ` at the ${inCart.bulk_range} price` : ''}; adding here
                  replaces {inCart.quantity === 1 ? 'it' : 'them'}.
                </p>
              )}
              <InputField
                label="Quantity"
                inputMode="numeric"
                autoComplete="off"
                value={selection.text}
                onChange={(event) => selection.typeQuantity(event.target.value)}
                error={settled ? (selection.problem ?? undefined) : undefined}
                hint={`${stock} units in stock`}
              />
              {bulkQuote.isError && (
                <p role="alert" className="text-sm text-red-600">
                  {bulkQuote.error.message}
                </p>
              )}
            </>
          )}
        </div>
      </Modal>
      {shortfall && (
        <InsufficientStockModal
          productName={product.product_name}
          available={stock}
          onClose={() => setShortfall(false)}
        />
      )}
    </>
  );
}
