/**
 * The Create Coupon modal (admin spec §2, §5, §8): code, discount percentage and expiry (India
 * time) as the spec asks, plus the shop's rules: minimum order value, maximum discount, total
 * uses, uses per customer (1 unless changed; empty = unlimited) and an optional single customer.
 * Checked with the server's own schema (createCouponBody) and the spec's messages before sending.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUPON_CREATE_FAILED,
  COUPON_CREATED,
  COUPON_EXPIRY_IN_PAST,
  COUPON_FIELDS_REQUIRED,
  DEFAULT_PER_CUSTOMER_LIMIT,
  isCouponExpired,
} from '@shop/domain/coupons/coupon-rules';
import { createCouponBody, type CreateCouponInput } from '@shop/domain/coupons/coupon.schemas';
import { toIndiaLocalInput } from '@shop/domain/coupons/india-time';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useCreateCoupon } from '../api/create-coupon';

const formSchema = createCouponBody.superRefine((body, ctx) => {
  if (isCouponExpired(body.expiryDate, new Date()))
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: COUPON_EXPIRY_IN_PAST });
});

/** Empty text → null (no such rule); otherwise the number typed. */
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
const REQUIRED = ['code', 'discountPercentage', 'expiryDate'] as const;
const FORM_ID = 'create-coupon-form';

export function CreateCouponDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCoupon();
  const { register, handleSubmit, formState, setError } = useForm<CreateCouponInput>({
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: { code: '', expiryDate: '', perCustomerLimit: DEFAULT_PER_CUSTOMER_LIMIT, customerEmail: null },
  });
  const { errors } = formState;
  // The spec's one message for the three required fields, then the first other problem.
  const missing = REQUIRED.some((name) => errors[name]?.message === COUPON_FIELDS_REQUIRED);
  const firstError = missing ? COUPON_FIELDS_REQUIRED : REQUIRED.map((name) => errors[name]?.message).find(Boolean);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(COUPON_CREATED);
      onClose();
    } catch (error) {
      for (const field of (error instanceof ApiError && error.errors) || []) {
        setError(field.path as keyof CreateCouponInput, { message: field.message });
      }
      toast.error(error instanceof Error && error.message ? error.message : COUPON_CREATE_FAILED);
    }
  });

  const optional = (name: 'minOrderValue' | 'maxDiscount' | 'usageLimit' | 'perCustomerLimit') => ({
    ...register(name, { setValueAs: numberOrNull }),
    error: errors[name]?.message,
  });
  return (
    <Modal
      title="Create Coupon"
      description="Shoppers type the code in their cart. Dates and times are India time."
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Coupon'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            label="Coupon Code"
            data-autofocus
            autoCapitalize="characters"
            maxLength={20}
            placeholder="DIWALI10"
            aria-invalid={errors.code ? true : undefined}
            {...register('code')}
          />
          <InputField
            label="Discount (%)"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            aria-invalid={errors.discountPercentage ? true : undefined}
            {...register('discountPercentage', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
          />
          <InputField
            label="Expiry (India time)"
            type="datetime-local"
            min={toIndiaLocalInput(new Date())}
            aria-invalid={errors.expiryDate ? true : undefined}
            {...register('expiryDate')}
          />
        </div>
        {firstError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {firstError}
          </p>
        )}

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
      </form>
    </Modal>
  );
}
