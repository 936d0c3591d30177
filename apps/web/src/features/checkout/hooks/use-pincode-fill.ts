/**
 * Watches the checkout's pincode: at six digits asks GET /location/pincode/:pincode, fills city
 * and state from the answer and reports the delivery time, or why delivery is not possible.
 */
import { isPincode } from '@shop/domain/locations/pincode';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { usePincode } from '../../../lib/location/get-pincode';
import type { AddressFormInput, AddressFormValues } from '../lib/address-schema';

export type AddressForm = UseFormReturn<AddressFormInput, unknown, AddressFormValues>;

export interface PincodeStatus {
  isChecking: boolean;
  deliveryTime?: string;
  /** Set when the pincode is unknown or not served: the order cannot go there. */
  refusal?: string;
}

export function usePincodeFill(form: AddressForm): PincodeStatus {
  const pincode = form.watch('pincode') ?? '';
  const complete = isPincode(pincode);
  const lookup = usePincode(pincode);
  const found = complete ? lookup.data : undefined;
  const { setValue } = form;

  useEffect(() => {
    if (!found) return;
    setValue('city', found.city, { shouldValidate: true, shouldDirty: true });
    setValue('state', found.state, { shouldValidate: true, shouldDirty: true });
  }, [found, setValue]);

  // A 404 means the pincode is unknown; other failures (network, 5xx) must not block the order.
  const unknown = complete && lookup.error instanceof ApiError && lookup.error.status === 404;
  return {
    isChecking: complete && lookup.isFetching,
    deliveryTime: found?.serviceable ? found.deliveryTime : undefined,
    refusal: unknown ? lookup.error?.message : found && !found.serviceable ? 'Sorry, delivery not available in your area.' : undefined,
  };
}
