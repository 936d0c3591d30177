/**
 * The delete question on Product Management (admin spec §2): deleting archives the products; the
 * text says what that means for the shop and past orders.
 */
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

interface DeleteProductsDialogProps {
  /** How many products are to go. */
  count: number;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The modal; Delete calls onConfirm, Cancel and closing call onCancel. */
export function DeleteProductsDialog({ count, isPending, onCancel, onConfirm }: DeleteProductsDialogProps) {
  return (
    <Modal
      title="Are you sure you want to delete this product?"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={isPending} onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {count > 1 ? `${count} products leave` : 'The product leaves'} the shop, search and sitemap at once. Past orders
        and invoices keep showing it, and it can be restored from Archived products.
      </p>
    </Modal>
  );
}
