/**
 * One row of the price-break modal (admin spec §2, §5): Min Quantity, Max Quantity (empty for no
 * limit), Discount (₹ off a unit) and Remove, which the first row does not allow.
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import type { PriceBreakFormInput } from '../hooks/use-price-break-form';

const numberOrUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

interface PriceBreakRowProps {
  /** The row's place, from 0. */
  index: number;
  register: UseFormRegister<PriceBreakFormInput>;
  errors: FieldErrors<PriceBreakFormInput['priceBreaks'][number]> | undefined;
  onRemove: () => void;
}

/** The row's fieldset, its inputs registered as priceBreaks.{index}.*. */
export function PriceBreakRow({ index, register, errors, onRemove }: PriceBreakRowProps) {
  return (
    <fieldset className="grid grid-cols-2 items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
      <legend className="px-1 text-xs font-semibold text-slate-600">Price break {index + 1}</legend>
      <InputField
        label="Min Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-invalid={errors?.minQuantity ? true : undefined}
        {...register(`priceBreaks.${index}.minQuantity`, { setValueAs: numberOrUndefined })}
      />
      <InputField
        label="Max Quantity"
        type="number"
        inputMode="numeric"
        step={1}
        placeholder="No limit"
        aria-invalid={errors?.maxQuantity ? true : undefined}
        {...register(`priceBreaks.${index}.maxQuantity`, { setValueAs: numberOrNull })}
      />
      <InputField
        label="Discount (₹ per unit)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        aria-invalid={errors?.discount ? true : undefined}
        {...register(`priceBreaks.${index}.discount`, { setValueAs: numberOrUndefined })}
      />
      <Button
        variant="ghost"
        size="md"
        disabled={index === 0}
        onClick={onRemove}
        aria-label={`Remove price break ${index + 1}`}
        title={index === 0 ? 'The first price break cannot be removed' : undefined}
      >
        Remove
      </Button>
    </fieldset>
  );
}
