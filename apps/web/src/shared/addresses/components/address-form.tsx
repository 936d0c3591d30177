/**
 * Add or edit a saved address (shopper spec §2 checkout 'add and edit address form', §5, §8;
 * decision 028): the domain's addressBody rules and messages, the same the server checks. A
 * complete pincode fills city and state from the India Post data; the server also checks that
 * state against the pincode, and its field errors land on the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ADDRESS_ADDED, ADDRESS_UPDATE_FAILED, ADDRESS_UPDATED } from '@shop/domain/addresses/address-rules';
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import { addressBody, type AddressBody, type AddressInput } from '@shop/domain/addresses/address.schemas';
import { isPincode } from '@shop/domain/locations/pincode';
import { INDIAN_STATE_NAMES } from '@shop/domain/tax/gst-states';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSaveAddress } from '../api/save-address';
import { usePincode } from '../../location/get-pincode';

type AddressForm = UseFormReturn<AddressInput, unknown, AddressBody>;
const FIELDS = ['address', 'city', 'state', 'pincode', 'companyName', 'gstNumber'] as const;
const STATE_OPTIONS = [{ value: '', label: 'Choose a state' }, ...INDIAN_STATE_NAMES];

interface AddressFormProps {
  /** The address to edit; absent for a new one. */
  address?: SavedAddress;
  /** A new address's pincode (the location the shopper chose). */
  defaultPincode?: string;
  onSaved: (address: SavedAddress) => void;
  onCancel?: () => void;
}

/** Fills city and state when the typed pincode is found, unless it is the one the form started with. */
function usePincodeFill(form: AddressForm, start: AddressInput) {
  const pincode = form.watch('pincode') ?? '';
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

export function AddressForm({ address, defaultPincode = '', onSaved, onCancel }: AddressFormProps) {
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
  const form: AddressForm = useForm<AddressInput, unknown, AddressBody>({
    resolver: zodResolver(addressBody),
    defaultValues: start,
    mode: 'onTouched',
  });
  const place = usePincodeFill(form, start);
  const save = useSaveAddress();
  const { register, formState, setError } = form;
  const { errors } = formState;

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
      if (field && error instanceof Error) setError(field, { message: error.message }, { shouldFocus: true });
      else toast.error((error instanceof Error && error.message) || ADDRESS_UPDATE_FAILED);
    }
  });

  const pin = register('pincode');
  const gst = register('gstNumber');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? 'Edit address' : 'New address'}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:gap-x-4"
    >
      <InputField
        label="Address"
        placeholder="House / flat no., street, area, landmark"
        autoComplete="street-address"
        className="col-span-2"
        error={errors.address?.message}
        {...register('address')}
      />
      <InputField
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.pincode?.message}
        hint={place}
        {...pin}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
          return pin.onChange(event);
        }}
      />
      <InputField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
      <SelectField
        label="State"
        autoComplete="address-level1"
        className="col-span-2"
        options={STATE_OPTIONS}
        error={errors.state?.message}
        {...register('state')}
      />
      <InputField
        label="Company name (optional)"
        autoComplete="organization"
        className="col-span-2 sm:col-span-1"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <InputField
        label="GST number (optional)"
        placeholder="27AAPFU0939F1ZV"
        autoCapitalize="characters"
        spellCheck={false}
        className="col-span-2 sm:col-span-1"
        error={errors.gstNumber?.message}
        hint="For a GST invoice in your company's name"
        {...gst}
        onChange={(event) => {
          event.target.value = event.target.value
            .toUpperCase()
            .replace(/[^0-9A-Z]/g, '')
            .slice(0, 15);
          return gst.onChange(event);
        }}
      />
      <div className="col-span-2 flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" isLoading={save.isPending}>
          {address ? 'Save changes' : 'Save address'}
        </Button>
      </div>
    </form>
  );
}
