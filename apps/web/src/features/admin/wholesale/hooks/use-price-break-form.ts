/**
 * The price-break form's state (admin spec §2, §5): react-hook-form checked with the server's schema
 * and the domain's whole-list rules (overlaps, gaps, a discount at or above the price), the rows,
 * the first problem to show, and the save with the spec's messages.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import {
  DEFAULT_BREAK_DISCOUNT_RUPEES,
  DEFAULT_BREAK_MIN_QUANTITY,
  priceBreaksProblem,
  WHOLESALE_ADDED,
  WHOLESALE_SAVE_FAILED,
  WHOLESALE_UPDATE_FAILED,
  WHOLESALE_UPDATED,
} from '@shop/domain/wholesale/price-breaks.rules';
import type { WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import { updateWholesaleBody } from '@shop/domain/wholesale/wholesale.schemas';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../../components/ui/toast';
import { useSaveWholesale } from '../api/save-wholesale';

/** The form's values as typed (before the schema's defaults). */
export type PriceBreakFormInput = z.input<typeof updateWholesaleBody>;
/** A new break: from 10 units, ₹50 off a unit, no upper limit. */
export const NEW_BREAK = {
  minQuantity: DEFAULT_BREAK_MIN_QUANTITY,
  maxQuantity: null,
  discount: DEFAULT_BREAK_DISCOUNT_RUPEES,
};

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

/** Takes the product, its wholesale entry when editing, and onClose (called after a save); gives the form's parts and the submit. */
export function usePriceBreakForm(product: ProductSummary, entry: WholesaleProduct | undefined, onClose: () => void) {
  const save = useSaveWholesale();
  const editing = entry !== undefined;
  const { register, control, handleSubmit, formState } = useForm<PriceBreakFormInput>({
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

  return { save, editing, register, fields, append, remove, rowErrors, firstError, onSubmit };
}
