/**
 * The Create Coupon form's state (admin spec §5, §8): react-hook-form checked with the server's
 * schema (createCouponBody) plus "the expiry is not in the past", the spec's one message for the
 * required fields, and the submit that toasts the spec's messages and marks the fields the server refused.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUPON_CREATE_FAILED,
  COUPON_CREATED,
  COUPON_EXPIRY_IN_PAST,
  COUPON_FIELDS_REQUIRED,
  DEFAULT_PER_CUSTOMER_LIMIT,
  isCouponExpired,
} from '@shop/domain/coupons/coupon.rules';
import { createCouponBody, type CreateCouponInput } from '@shop/domain/coupons/coupon.schemas';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useCreateCoupon } from '../api/create-coupon';

const formSchema = createCouponBody.superRefine((body, ctx) => {
  if (isCouponExpired(body.expiryDate, new Date()))
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: COUPON_EXPIRY_IN_PAST });
});

const REQUIRED = ['code', 'discountPercentage', 'expiryDate'] as const;

/** Takes the dialog's onClose (called after a success); gives the form, the mutation, the submit and the message to show. */
export function useCreateCouponForm(onClose: () => void) {
  const create = useCreateCoupon();
  const form = useForm<CreateCouponInput>({
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: { code: '', expiryDate: '', perCustomerLimit: DEFAULT_PER_CUSTOMER_LIMIT, customerEmail: null },
  });
  const { errors } = form.formState;
  // The spec's one message for the three required fields, then the first other problem.
  const missing = REQUIRED.some((name) => errors[name]?.message === COUPON_FIELDS_REQUIRED);
  const firstError = missing ? COUPON_FIELDS_REQUIRED : REQUIRED.map((name) => errors[name]?.message).find(Boolean);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(COUPON_CREATED);
      onClose();
    } catch (error) {
      for (const field of (error instanceof ApiError && error.errors) || []) {
        form.setError(field.path as keyof CreateCouponInput, { message: field.message });
      }
      toast.error(error instanceof Error && error.message ? error.message : COUPON_CREATE_FAILED);
    }
  });

  return { create, form, firstError, onSubmit };
}
