/**
 * The Create Coupon form's optional rules (admin spec §5): minimum order value and maximum discount
 * in rupees, total uses, uses per customer, and a single customer's e-mail. An empty box means no
 * such rule (sent as null).
 */
import type { CreateCouponInput } from '@shop/domain/coupons/coupon.schemas';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '../../../../components/ui/input';

/** Empty text → null (no such rule); otherwise the number typed. */
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Takes the coupon form's register and errors; renders the "Rules (optional)" fieldset. */
export function CouponRulesFieldset({
  register,
  errors,
}: {
  register: UseFormRegister<CreateCouponInput>;
  errors: FieldErrors<CreateCouponInput>;
}) {
  const optional = (name: 'minOrderValue' | 'maxDiscount' | 'usageLimit' | 'perCustomerLimit') => ({
    ...register(name, { setValueAs: numberOrNull }),
    error: errors[name]?.message,
  });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-700">Rules (optional)</legend>
      <InputField
        label="Minimum order value (₹, before GST)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        hint="Empty: any order"
        {...optional('minOrderValue')}
      />
      <InputField
        label="Maximum discount (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        hint="Empty: no cap"
        {...optional('maxDiscount')}
      />
      <InputField
        label="Total uses"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Empty: unlimited"
        {...optional('usageLimit')}
      />
      <InputField
        label="Uses per customer"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Empty: unlimited"
        {...optional('perCustomerLimit')}
      />
      <InputField
        label="Only for the customer with e-mail"
        type="email"
        className="sm:col-span-2"
        hint="Empty: every customer"
        error={errors.customerEmail?.message}
        {...register('customerEmail', { setValueAs: (v: string | null) => (v ? v : null) })}
      />
    </fieldset>
  );
}
