/**
 * The price-break modal, 'Configure Wholesale for {product}' or 'Edit Wholesale for {product}'
 * (admin spec §2, §5): rows of Min Quantity, Max Quantity (at least min + 1, or empty for no
 * limit) and Discount (₹ off a unit, not negative). A new break starts at 10 units and ₹50; the
 * first cannot be removed. Checked with the server's schema and the domain's rules (overlaps,
 * gaps, a discount at or above the price) before sending; 'Save Wholesale' / 'Update Wholesale'
 * closes it on success.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { MAX_PRICE_BREAKS } from '@shop/domain/wholesale/price-breaks.rules';
import type { WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { NEW_BREAK, usePriceBreakForm } from '../hooks/use-price-break-form';
import { PriceBreakRow } from './price-break-row';

const FORM_ID = 'price-break-form';

/** The modal for `product`; `entry` is its wholesale pricing when editing. Closes itself through onClose after a save. */
export function PriceBreakDialog({
  product,
  entry,
  onClose,
}: {
  product: ProductSummary;
  entry?: WholesaleProduct;
  onClose: () => void;
}) {
  const { save, editing, register, fields, append, remove, rowErrors, firstError, onSubmit } = usePriceBreakForm(
    product,
    entry,
    onClose,
  );

  return (
    <Modal
      title={`${editing ? 'Edit' : 'Configure'} Wholesale for ${product.product_name}`}
      description="Rupees off each unit before GST. A break covers quantities from its minimum up to, not including, its maximum."
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={save.isPending}>
            {editing ? 'Update Wholesale' : 'Save Wholesale'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-3">
        {fields.map((field, i) => (
          <PriceBreakRow
            key={field.id}
            index={i}
            register={register}
            errors={rowErrors(i)}
            onRemove={() => remove(i)}
          />
        ))}
        {firstError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {firstError}
          </p>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_PRICE_BREAKS}
          onClick={() => append(NEW_BREAK)}
        >
          Add Price Break
        </Button>
      </form>
    </Modal>
  );
}
