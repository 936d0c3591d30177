/**
 * The customer's saved addresses with their add and edit form (shopper spec §2 checkout and
 * profile 'Your Addresses'; decision 028). At checkout each address is a radio choice; in the
 * profile they are a list with Remove. With no address yet the add form is open.
 */
import { useState } from 'react';
import { ADDRESS_REMOVED, ADDRESS_UPDATE_FAILED } from '@shop/domain/addresses/address.rules';
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useAddresses } from '../api/get-addresses';
import { useRemoveAddress } from '../api/remove-address';
import { AddressRow } from './address-row';
import { AddressForm } from './address-form';

interface AddressBookProps {
  /** Checkout: the chosen address's id and how to choose one. Without onSelect: a plain list. */
  selectedId?: string;
  onSelect?: (id: string) => void;
  /** A new address's pincode (the location the shopper chose in the header). */
  defaultPincode?: string;
  allowRemove?: boolean;
  /**
   * How many addresses the session's account lists (`user.address`), known before the book
   * loads: with none, the add form opens at once instead of after the load; with some, the
   * placeholder is about as tall as their rows. Either way what follows does not move.
   */
  savedCount?: number;
}

const NEW = 'new';

/** The book; see AddressBookProps for the checkout and profile uses. */
export function AddressBook({
  selectedId,
  onSelect,
  defaultPincode,
  allowRemove = false,
  savedCount,
}: AddressBookProps) {
  const addresses = useAddresses();
  const remove = useRemoveAddress();
  const [editing, setEditing] = useState<string | null>(null);

  if (addresses.isError)
    return (
      <LoadError
        title="Could not load your addresses"
        message={addresses.error.message}
        onRetry={() => void addresses.refetch()}
      />
    );
  // A customer with no address gets the add form while the (empty) book loads.
  const list = addresses.data ?? (savedCount === 0 ? [] : undefined);
  if (!list)
    return (
      <CenteredSpinner
        className={savedCount && savedCount > 1 ? 'min-h-64' : 'min-h-44'}
        label="Loading your addresses..."
      />
    );

  const adding = editing === NEW || list.length === 0;
  const saved = (address: SavedAddress) => {
    setEditing(null);
    onSelect?.(address._id);
  };
  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast.success(ADDRESS_REMOVED),
      onError: (error) => toast.error(error.message || ADDRESS_UPDATE_FAILED),
    });

  return (
    <div className="grid gap-2">
      {onSelect && list.length > 0 && <p className="text-sm font-semibold text-slate-900">Deliver to</p>}
      <ul className="grid gap-2" aria-label="Saved addresses">
        {list.map((address) =>
          editing === address._id ? (
            <li key={address._id}>
              <AddressForm address={address} onSaved={saved} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <AddressRow
              key={address._id}
              address={address}
              selected={selectedId === address._id}
              onSelect={onSelect}
              onEdit={() => setEditing(address._id)}
              onRemove={allowRemove ? () => onRemove(address._id) : undefined}
              removing={remove.isPending}
            />
          ),
        )}
      </ul>
      {adding ? (
        <AddressForm
          defaultPincode={defaultPincode}
          onSaved={saved}
          onCancel={list.length > 0 ? () => setEditing(null) : undefined}
        />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setEditing(NEW)}>
          + Add a new address
        </Button>
      )}
    </div>
  );
}
