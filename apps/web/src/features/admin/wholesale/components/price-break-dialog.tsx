/**
 * The price-break modal, 'Configure Wholesale for {product}' or 'Edit Wholesale for {product}'
 * (admin spec §2, §5): rows of Min Quantity, Max Quantity (at least min + 1, or empty for no
 * limit) and Discount (₹ off a unit, not negative). A new break starts at 10 units and ₹50; the
 * first cannot be removed. Checked with the server's schema and the domain's rules (overlaps,
 * gaps, a discount at or above the price) before sending; 'Save Wholesale' / 'Update Wholesale'
 * closes it on success.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { rupeesToPaise } from '@shop/domain/money/money';
import {
  DEFAULT_BREAK_DISCOUNT_RUPEES,
  DEFAULT_BREAK_MIN_QUANTITY,
  MAX_PRICE_BREAKS,
  priceBreaksProblem,
  WHOLESALE_ADDED,
  WHOLESALE_SAVE_FAILED,
  WHOLESALE_UPDATE_FAILED,
  WHOLESALE_UPDATED,
} from '@shop/domain/wholesale/price-breaks';
import type { WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import { updateWholesaleBody } from '@shop/domain/wholesale/wholesale.schemas';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { useSaveWholesale } from '../api/save-wholesale';

type FormInput = z.input<typeof updateWholesaleBody>;
const FORM_ID = 'price-break-form';
const NEW_BREAK = {
  minQuantity: DEFAULT_BREAK_MIN_QUANTITY,
  maxQuantity: null,
  discount: DEFAULT_BREAK_DISCOUNT_RUPEES,
};
const numberOrUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** The server's schema plus the whole-list rules, with the product's price known here. */
function schemaFor(product: ProductSummary) {
  const pricePaise = rupeesToPaise(product.discounted_single_product_price);
  return updateWholesaleBody.superRefine((body, ctx) => {
    const breaks = body.priceBreaks.map((b) => ({
      minQuantity: b.minQuantity,
      maxQuantity: b.maxQuantity ?? null,
      discountPaise: rupeesToPaise(b.discount),
    }));
    const problem = priceBreaksProblem(breaks, pricePaise);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: problem.index === null ? ['priceBreaks'] : ['priceBreaks', problem.index, 'minQuantity'],
        message: problem.message,
      });
  });
}

export function PriceBreakDialog({
  product,
  entry,
  onClose,
}: {
  product: ProductSummary;
  entry?: WholesaleProduct;
  onClose: () => void;
}) {
  const save = useSaveWholesale();
  const editing = entry !== undefined;
  const { register, control, handleSubmit, formState } = useForm<FormInput>({
    resolver: zodResolver(schemaFor(product), undefined, { raw: true }),
    defaultValues: {
      priceBreaks: entry
        ? entry.priceBreaks.map(({ minQuantity, maxQuantity, discount }) => ({ minQuantity, maxQuantity, discount }))
        : [NEW_BREAK],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'priceBreaks' });
  const errors = formState.errors.priceBreaks;
  const rowErrors = (i: number) => errors?.[i];
  const firstError =
    errors?.message ??
    errors?.root?.message ??
    fields
      .map(
        (_, i) =>
          rowErrors(i)?.minQuantity?.message ?? rowErrors(i)?.maxQuantity?.message ?? rowErrors(i)?.discount?.message,
      )
      .find(Boolean);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ wholesaleId: entry?._id, productId: product._id, priceBreaks: body.priceBreaks });
      toast.success(editing ? WHOLESALE_UPDATED : WHOLESALE_ADDED);
      onClose();
    } catch (error) {
      const fallback = editing ? WHOLESALE_UPDATE_FAILED : WHOLESALE_SAVE_FAILED;
      toast.error(error instanceof Error && error.message ? error.message : fallback);
    }
  });

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
          <fieldset
            key={field.id}
            className="grid grid-cols-2 items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <legend className="px-1 text-xs font-semibold text-slate-600">Price break {i + 1}</legend>
            <InputField
              label="Min Quantity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              aria-invalid={rowErrors(i)?.minQuantity ? true : undefined}
              {...register(`priceBreaks.${i}.minQuantity`, { setValueAs: numberOrUndefined })}
            />
            <InputField
              label="Max Quantity"
              type="number"
              inputMode="numeric"
              step={1}
              placeholder="No limit"
              aria-invalid={rowErrors(i)?.maxQuantity ? true : undefined}
              {...register(`priceBreaks.${i}.maxQuantity`, { setValueAs: numberOrNull })}
            />
            <InputField
              label="Discount (₹ per unit)"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              aria-invalid={rowErrors(i)?.discount ? true : undefined}
              {...register(`priceBreaks.${i}.discount`, { setValueAs: numberOrUndefined })}
            />
            <Button
              variant="ghost"
              size="md"
              disabled={i === 0}
              onClick={() => remove(i)}
              aria-label={`Remove price break ${i + 1}`}
              title={i === 0 ? 'The first price break cannot be removed' : undefined}
            >
              Remove
            </Button>
          </fieldset>
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
