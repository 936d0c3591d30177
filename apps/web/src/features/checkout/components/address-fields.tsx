/**
 * The delivery address fields (shopper spec §2 checkout, §5): name, phone, e-mail, address and
 * pincode with its delivery time or refusal, city and state.
 */
import { InputField } from '../../../components/ui/input';
import type { AddressForm, PincodeStatus } from '../hooks/use-pincode-fill';

export function AddressFields({ form, pincode }: { form: AddressForm; pincode: PincodeStatus }) {
  const { register, formState } = form;
  const { errors } = formState;

  const pin = register('pincode');
  const phone = register('phone');
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
      <InputField label="Full name" autoComplete="name" className="col-span-2 sm:col-span-1" error={errors.name?.message} {...register('name')} />
      <InputField
        label="Phone number"
        className="col-span-2 sm:col-span-1"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...phone}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 10);
          return phone.onChange(event);
        }}
      />
      <InputField label="Email" type="email" autoComplete="email" className="col-span-2" error={errors.email?.message} {...register('email')} />
      <InputField
        label="Address"
        placeholder="House / flat no., street, area, landmark"
        autoComplete="street-address"
        className="col-span-2"
        error={errors.shippingAddress?.message}
        {...register('shippingAddress')}
      />
      <InputField
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.pincode?.message ?? pincode.refusal}
        hint={pincode.isChecking ? 'Looking up your pincode…' : pincode.deliveryTime && <span className="font-medium text-green-700">{pincode.deliveryTime}</span>}
        {...pin}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
          return pin.onChange(event);
        }}
      />
      <InputField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
      <InputField label="State" autoComplete="address-level1" className="col-span-2" error={errors.state?.message} {...register('state')} />
    </div>
  );
}
