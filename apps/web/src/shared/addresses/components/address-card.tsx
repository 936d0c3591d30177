/** One saved address as text: the line, city, state and pincode, and the company and GSTIN when it has them. */
import type { SavedAddress } from '@shop/domain/addresses/address.responses';

export function AddressText({ address }: { address: SavedAddress }) {
  return (
    <span className="block min-w-0 text-sm text-slate-700">
      {address.companyName && <span className="block font-semibold text-slate-900">{address.companyName}</span>}
      <span className="block text-slate-800">{address.address}</span>
      <span className="block">
        {address.city}, {address.state} {address.pincode}
      </span>
      {address.gstNumber && (
        <span className="mt-0.5 block text-xs font-medium text-slate-500">GSTIN {address.gstNumber}</span>
      )}
    </span>
  );
}
