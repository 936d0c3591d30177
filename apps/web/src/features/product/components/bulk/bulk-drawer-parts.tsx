/**
 * Parts of the bulk drawer (shopper spec §2 Bulk drawer, §8; issue 7): the footer with the bulk
 * line's figures and Add to Cart / Buy Now, and the notice that the stock is too low for a bulk order.
 */
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { BULK_NEEDS_STOCK } from '@shop/domain/pricing/quantity-tiers.rules';
import { Button } from '../../../../components/ui/button';
import { BulkFigures } from './bulk-figures';

/** The footer; onOrder(true) is Buy Now (then checkout), onOrder(false) Add to Cart. */
export function BulkDrawerFooter({
  line,
  updating,
  ready,
  onOrder,
}: {
  line: CartQuote['lines'][number] | undefined;
  updating: boolean;
  ready: boolean;
  onOrder: (thenCheckout: boolean) => void;
}) {
  return (
    <div className="w-full">
      <BulkFigures line={line} updating={updating} />
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button onClick={() => onOrder(false)} disabled={!ready}>
          Add to Cart
        </Button>
        <Button variant="accent" onClick={() => onOrder(true)} disabled={!ready}>
          Buy Now
        </Button>
      </div>
    </div>
  );
}

/** Why a bulk order is not possible: more than 10 units must be in stock; `stock` is how many are. */
export function BulkStockNotice({ stock }: { stock: number }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
    >
      {BULK_NEEDS_STOCK}{' '}
      {stock > 0
        ? `Only ${stock} ${stock === 1 ? 'unit is' : 'units are'} in stock now.`
        : 'This product is out of stock.'}
    </p>
  );
}
