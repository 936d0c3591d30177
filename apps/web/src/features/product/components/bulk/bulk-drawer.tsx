/**
 * The bulk drawer (shopper spec §2 Bulk drawer, §5, §8, §9; issue 7): a side sheet (bottom sheet
 * on phones) where the buyer picks a quantity range and a quantity that follow each other, sees
 * the unit price, subtotal and savings of that bulk line as POST /cart/quote prices it, and adds it
 * to the cart (or buys it now) as a bulk line at the chosen tier. A bulk order needs more than 10
 * units in stock; asking for more than the stock opens the Insufficient Stock modal.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { InputField } from '../../../../components/ui/input';
import { LoadError } from '../../../../components/ui/load-error';
import { Modal } from '../../../../components/ui/modal';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useBulkOrder } from '../../hooks/use-bulk-order';
import { BulkDrawerFooter, BulkStockNotice } from './bulk-drawer-parts';
import { BulkTierList } from './bulk-tier-list';
import { InsufficientStockModal } from './insufficient-stock-modal';

/** Takes the product and `onClose` (Esc, the backdrop, the close button, and after Add to Cart). */
export function BulkDrawer({ product, onClose }: { product: ProductSummary; onClose: () => void }) {
  const {
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
  } = useBulkOrder(product, onClose);
  const { tier } = selection;

  return (
    <>
      <Modal
        title="Bulk Orders"
        description={product.product_name}
        size="sheet"
        onClose={onClose}
        footer={
          <BulkDrawerFooter
            line={selection.problem === null ? line : undefined}
            updating={!settled || bulkQuote.isPlaceholderData}
            ready={ready}
            onOrder={order}
          />
        }
      >
        <div className="flex flex-col gap-4">
          {!allowed && <BulkStockNotice stock={stock} />}
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
        <InsufficientStockModal productName={product.product_name} available={stock} onClose={closeShortfall} />
      )}
    </>
  );
}
