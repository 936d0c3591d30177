/** Your Addresses at /profile?section=addresses (shopper spec §2 profile; decision 028): the same saved addresses checkout offers, to add, edit and remove. */
import { AddressBook } from '../../../shared/addresses/components/address-book';
import { useLocationPincode } from '../../../shared/location/location-store';

/** `savedCount`: how many addresses the session's account lists (AddressBook's placeholder). */
export function AddressesSection({ savedCount }: { savedCount?: number }) {
  const locationPincode = useLocationPincode({ chosenOnly: true });
  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <div>
        <h2 id="addresses-heading" className="text-xl font-bold text-slate-900">
          Your Addresses
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          Add a company name and GST number to an address to get GST invoices for orders delivered there.
        </p>
      </div>
      <AddressBook defaultPincode={locationPincode} allowRemove savedCount={savedCount} />
    </section>
  );
}
