/**
 * One saved address in the address book (shopper spec §2 checkout and profile 'Your Addresses';
 * decision 028): a radio choice at checkout or plain text in the profile, with Edit and, where
 * allowed, Remove.
 */
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import { Button } from '../../../components/ui/button';
import { AddressText } from './address-card';

interface AddressRowProps {
  address: SavedAddress;
  /** Whether it is the chosen delivery address (checkout). */
  selected: boolean;
  /** Checkout: choose this address. Without it the row is plain text. */
  onSelect?: (id: string) => void;
  onEdit: () => void;
  /** Given where addresses may be removed (the profile). */
  onRemove?: () => void;
  removing: boolean;
}

/** The row as a list item. */
export function AddressRow({ address, selected, onSelect, onEdit, onRemove, removing }: AddressRowProps) {
  return (
    <li
      className={`flex items-start gap-3 rounded-lg border p-3 ${selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      {onSelect ? (
        <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
          <input
            type="radio"
            name="delivery-address"
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
            checked={selected}
            onChange={() => onSelect(address._id)}
          />
          <AddressText address={address} />
        </label>
      ) : (
        <div className="min-w-0 flex-1">
          <AddressText address={address} />
        </div>
      )}
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit address ${address.address}`}>
          Edit
        </Button>
        {onRemove && (
          <Button
            size="sm"
            variant="danger"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove address ${address.address}`}
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}
