/**
 * Checkout's Delivery Address section (shopper spec §2 checkout; decision 028): the saved addresses
 * to choose from, with the add and edit form, and whether the chosen pincode is delivered to.
 */
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import { AddressBook } from '../../../shared/addresses/components/address-book';
import type { DeliveryCheck } from '../hooks/use-delivery-check';

interface DeliveryAddressSectionProps {
  selected: SavedAddress | undefined;
  onSelect: (addressId: string) => void;
  /** The pincode the shopper chose for their location, for a new address. */
  defaultPincode: string | undefined;
  delivery: DeliveryCheck;
  /** How many addresses the session's account lists (AddressBook's placeholder). */
  savedCount: number;
}

/** The section; the delivery line shows while checking, then the delivery time or the refusal. */
export function DeliveryAddressSection({
  selected,
  onSelect,
  defaultPincode,
  delivery,
  savedCount,
}: DeliveryAddressSectionProps) {
  return (
    <section aria-labelledby="address-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="address-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Delivery Address
      </h2>
      <AddressBook
        selectedId={selected?._id}
        onSelect={onSelect}
        defaultPincode={defaultPincode}
        savedCount={savedCount}
      />
      {selected && (
        // Its line is kept while the check starts, so the sections below do not move when it answers.
        <p
          className={`mt-3 min-h-5 text-sm font-medium ${delivery.refusal ? 'text-red-600' : 'text-green-700'}`}
          aria-live="polite"
        >
          {delivery.isChecking ? 'Checking delivery to this pincode…' : (delivery.refusal ?? delivery.deliveryTime)}
        </p>
      )}
    </section>
  );
}
