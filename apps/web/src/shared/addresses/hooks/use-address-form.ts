/**
 * The address form's state (shopper spec §2 checkout, §5, §8; decision 028): react-hook-form checked
 * with the domain's addressBody, loaded with the form's first touch (decision 099), city and state
 * filled from India Post for a found pincode, and the save, whose field errors from the server land
 * on the fields.
 */
import { useEffect, useRef } from 'react';
import { ADDRESS_ADDED, ADDRESS_UPDATE_FAILED, ADDRESS_UPDATED } from '@shop/domain/addresses/address.rules';
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import type { AddressBody, AddressInput } from '@shop/domain/addresses/address.schemas';
import { useDeferredForm, type DeferredForm } from '../../../lib/forms/use-deferred-form';
import { isPincode } from '@shop/domain/locations/pincode.rules';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { usePincode } from '../../location/get-pincode';
import { useSaveAddress } from '../api/save-address';

type AddressFormApi = DeferredForm<AddressInput, AddressBody>;
const FIELDS = ['address', 'city', 'state', 'pincode', 'companyName', 'gstNumber'] as const;

/** Fills city and state when the typed pincode is found, unless it is the one the form started with. */
function usePincodeFill(form: AddressFormApi, start: AddressInput) {
  const pincode = form.watched.pincode ?? '';
  const found = usePincode(pincode).data;
  const filled = useRef(start.city ? start.pincode : '');
  const { setValue } = form;
  useEffect(() => {
    if (!found || !isPincode(pincode) || found.pincode !== pincode || filled.current === pincode) return;
    filled.current = pincode;
    setValue('city', found.city, { shouldValidate: true, shouldDirty: true });
    setValue('state', found.state, { shouldValidate: true, shouldDirty: true });
  }, [found, pincode, setValue]);
  return found && found.pincode === pincode ? `${found.office ? `${found.office}, ` : ''}${found.city}` : undefined;
}

/**
 * Takes the address to edit (absent for a new one), a new address's pincode and onSaved; gives the
 * form, the India Post place for the pincode's hint, the mutation and the submit.
 */
export function useAddressForm(
  address: SavedAddress | undefined,
  defaultPincode: string,
  onSaved: (address: SavedAddress) => void,
) {
  const start: AddressInput = address
    ? {
        address: address.address,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
        companyName: address.companyName,
        gstNumber: address.gstNumber,
      }
    : { address: '', city: '', state: '', pincode: defaultPincode, companyName: '', gstNumber: '' };
  const form: AddressFormApi = useDeferredForm({
    schema: async () => (await import('@shop/domain/addresses/address.schemas')).addressBody,
    defaultValues: start,
    mode: 'onTouched',
    watch: ['pincode'],
  });
  const place = usePincodeFill(form, start);
  const save = useSaveAddress();

  // mutateAsync, not mutate's callbacks: saving a first address refreshes the list, which may
  // unmount this form before the callbacks would run; the promise settles all the same.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: address?._id, address: values });
      toast.success(address ? ADDRESS_UPDATED : ADDRESS_ADDED);
      onSaved(saved);
    } catch (error) {
      const field =
        error instanceof ApiError ? FIELDS.find((name) => error.errors?.some((e) => e.path === name)) : undefined;
      if (field && error instanceof Error && form.control)
        form.control.setError(field, { message: error.message }, { shouldFocus: true });
      else toast.error((error instanceof Error && error.message) || ADDRESS_UPDATE_FAILED);
    }
  });

  return { form, place, save, onSubmit };
}
