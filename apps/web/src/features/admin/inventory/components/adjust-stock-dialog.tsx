/**
 * The stock adjustment modal (issue 9): add, remove or set units with a reason and a note,
 * checked with the server's own schema; the server works out the count under a row lock and
 * writes the ledger row. 'Stock updated successfully' / 'Failed to update stock' (admin spec §8).
 */
import { ADJUSTMENT_REASONS, STOCK_REASON_LABELS } from '@shop/domain/inventory/stock-ledger.rules';
import type { StockAdjustBody } from '@shop/domain/inventory/inventory.schemas';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select';
import type { InventoryItem } from '../api/list-inventory';
import { useAdjustStockForm } from '../hooks/use-adjust-stock-form';

const FORM_ID = 'adjust-stock-form';
const MODES = [
  { value: 'add', label: 'Add units' },
  { value: 'remove', label: 'Remove units' },
  { value: 'set', label: 'Set the count to' },
];

/** The modal for `item`; closes itself through onClose after the adjustment is saved. */
export function AdjustStockDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const { adjust, mode, setMode, quantity, setQuantity, reason, setReason, note, setNote, error, onSubmit } =
    useAdjustStockForm(item._id, onClose);

  return (
    <Modal
      title="Adjust Stock"
      description={`${item.product_name} (${item.SKU}) has ${item.no_of_product_instock.toLocaleString('en-IN')} units now.`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={adjust.isPending}>
            {adjust.isPending ? 'Saving…' : 'Save adjustment'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Change"
            options={MODES}
            value={mode}
            onChange={(e) => setMode(e.target.value as StockAdjustBody['mode'])}
          />
          <InputField
            label="Units"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            data-autofocus
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </div>
        <SelectField
          label="Reason"
          options={ADJUSTMENT_REASONS.map((value) => ({ value, label: STOCK_REASON_LABELS[value] }))}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <InputField
          label="Note (optional)"
          maxLength={300}
          placeholder="Supplier invoice, shelf count…"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
