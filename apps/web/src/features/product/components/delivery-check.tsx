/**
 * The six-digit ZIP delivery check (shopper spec §2, §4, §5): digits only, at most 6; Check asks
 * GET /location/pincode/:pincode; editing the ZIP resets the answer. It starts from the pincode of
 * the location chosen in the header, already checked, and follows it until the shopper types.
 */
import { isPincode } from '@shop/domain/locations/pincode.rules';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TruckIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input';
import { INVALID_PINCODE, usePincode } from '../../../shared/location/get-pincode';
import { useLocationPincode } from '../../../shared/location/location-store';

export function DeliveryCheck() {
  const locationPincode = useLocationPincode();
  const [zip, setZip] = useState(locationPincode);
  const [checked, setChecked] = useState(locationPincode);
  const [error, setError] = useState('');
  const [typed, setTyped] = useState(false);
  const [seenLocation, setSeenLocation] = useState(locationPincode);
  const lookup = usePincode(checked);

  // A place chosen in the header while the page is open replaces a pincode the shopper did not type.
  if (locationPincode !== seenLocation) {
    setSeenLocation(locationPincode);
    if (!typed) {
      setZip(locationPincode);
      setChecked(locationPincode);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPincode(zip)) {
      setError(INVALID_PINCODE);
      setChecked('');
      return;
    }
    setError('');
    setChecked(zip);
  };

  let message: { tone: string; text: string; detail?: string } | undefined;
  if (error) message = { tone: 'text-red-600', text: error };
  else if (checked && lookup.isError)
    message = { tone: 'text-red-600', text: lookup.error.message || 'Error checking delivery availability' };
  else if (checked && lookup.data && !lookup.data.serviceable)
    message = { tone: 'text-red-600', text: 'Sorry, delivery not available in your area.' };
  else if (checked && lookup.data)
    message = {
      tone: 'text-green-700',
      text: `Delivery available in ${lookup.data.city}, ${lookup.data.state}!`,
      detail: lookup.data.deliveryTime,
    };

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <label htmlFor="delivery-zip" className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
        <TruckIcon className="size-5 text-brand-700" /> Check delivery to your pincode
      </label>
      <div className="flex gap-2">
        <input
          id="delivery-zip"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          maxLength={6}
          value={zip}
          onChange={(event) => {
            setZip(event.target.value.replace(/\D/g, '').slice(0, 6));
            setTyped(true);
            setChecked('');
            setError('');
          }}
          className={`${inputClasses} max-w-44`}
        />
        <Button type="submit" variant="outline" isLoading={lookup.isFetching}>
          Check
        </Button>
      </div>
      <div aria-live="polite" className="mt-2 min-h-5 text-sm">
        {message && (
          <p className={message.tone}>
            <span className="font-medium">{message.text}</span>
            {message.detail && <span className="block text-slate-600">{message.detail}</span>}
          </p>
        )}
      </div>
    </form>
  );
}
