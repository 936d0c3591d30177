/**
 * The Create Coupon modal (admin spec §2, §5, §8): code, discount percentage and expiry (India
 * time) as the spec asks, plus the shop's rules: minimum order value, maximum discount, total
 * uses, uses per customer (1 unless changed; empty = unlimited) and an optional single customer.
 * Checked with the server's own schema (createCouponBody) and the spec's messages before sending.
 */
import { toIndiaLocalInput } from '@shop/domain/coupons/india-time.rules';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { useCreateCouponForm } from '../hooks/use-create-coupon-form';
import { CouponRulesFieldset } from './coupon-rules-fieldset';

const FORM_ID = 'create-coupon-form';

/** The modal; closes itself through onClose after the coupon is created. */
export function CreateCouponDialog({ onClose }: { onClose: () => void }) {
  const { create, form, firstError, onSubmit } = useCreateCouponForm(onClose);
  const { register, formState } = form;
  const { errors } = formState;
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

        <CouponRulesFieldset register={register} errors={errors} />
      </form>
    </Modal>
  );
}
