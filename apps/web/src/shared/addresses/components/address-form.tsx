/**
 * Add or edit a saved address (shopper spec §2 checkout 'add and edit address form', §5, §8;
 * decision 028): the domain's addressBody rules and messages, the same the server checks. A
 * complete pincode fills city and state from the India Post data; the server also checks that
 * state against the pincode, and its field errors land on the fields.
 */
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import { INDIAN_STATE_NAMES } from '@shop/domain/tax/gst-states.rules';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { useAddressForm } from '../hooks/use-address-form';

const STATE_OPTIONS = [{ value: '', label: 'Choose a state' }, ...INDIAN_STATE_NAMES];

interface AddressFormProps {
  /** The address to edit; absent for a new one. */
  address?: SavedAddress;
  /** A new address's pincode (the location the shopper chose). */
  defaultPincode?: string;
  onSaved: (address: SavedAddress) => void;
  onCancel?: () => void;
}

/** The form; onSaved gets the saved address, onCancel (when given) shows Cancel. */
export function AddressForm({ address, defaultPincode = '', onSaved, onCancel }: AddressFormProps) {
  const { form, place, save, onSubmit } = useAddressForm(address, defaultPincode, onSaved);
  const { field, errors } = form;

  const pin = field('pincode');
  const gst = field('gstNumber');
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
        {...field('address')}
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
      <InputField label="City" autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
      <SelectField
        label="State"
        autoComplete="address-level1"
        className="col-span-2"
        options={STATE_OPTIONS}
        error={errors.state?.message}
        {...field('state')}
      />
      <InputField
        label="Company name (optional)"
        autoComplete="organization"
        className="col-span-2 sm:col-span-1"
        error={errors.companyName?.message}
        {...field('companyName')}
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
