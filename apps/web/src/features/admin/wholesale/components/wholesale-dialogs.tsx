/** Which dialog the Wholesale screen shows: the price-break modal or Confirm Deletion (admin spec §2). */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { WHOLESALE_DELETE_FAILED, WHOLESALE_DELETED } from '@shop/domain/wholesale/price-breaks.rules';
import type { WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { useRemoveWholesale } from '../api/remove-wholesale';
import { PriceBreakDialog } from './price-break-dialog';

export type WholesaleAction =
  | { kind: 'edit'; product: ProductSummary; entry?: WholesaleProduct }
  | { kind: 'remove'; product: ProductSummary; entry: WholesaleProduct };

function ConfirmDeletion({
  product,
  entry,
  onClose,
}: {
  product: ProductSummary;
  entry: WholesaleProduct;
  onClose: () => void;
}) {
  const remove = useRemoveWholesale();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(entry._id);
      toast.success(WHOLESALE_DELETED);
      onClose();
    } catch {
      toast.error(WHOLESALE_DELETE_FAILED);
    }
  };
  return (
    <Modal
      title="Confirm Deletion"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={() => void onDelete()}>
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Are you sure you want to remove the wholesale pricing of <strong>{product.product_name}</strong>? Its price
        breaks are deleted; the product stays in the shop with its usual bulk prices. This action cannot be undone.
      </p>
    </Modal>
  );
}

export function WholesaleDialogs({ action, onClose }: { action: WholesaleAction; onClose: () => void }) {
  return action.kind === 'remove' ? (
    <ConfirmDeletion product={action.product} entry={action.entry} onClose={onClose} />
  ) : (
    <PriceBreakDialog product={action.product} entry={action.entry} onClose={onClose} />
  );
}
