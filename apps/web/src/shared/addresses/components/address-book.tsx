/**
 * The customer's saved addresses with their add and edit form (shopper spec §2 checkout and
 * profile 'Your Addresses'; decision 028). At checkout each address is a radio choice; in the
 * profile they are a list with Remove. With no address yet the add form is open.
 */
import { useState } from 'react';
import { ADDRESS_REMOVED, ADDRESS_UPDATE_FAILED } from '@shop/domain/addresses/address-rules';
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useAddresses } from '../api/get-addresses';
import { useRemoveAddress } from '../api/remove-address';
import { AddressText } from './address-card';
import { AddressForm } from './address-form';

interface AddressBookProps {
  /** Checkout: the chosen address's id and how to choose one. Without onSelect: a plain list. */
  selectedId?: string;
  onSelect?: (id: string) => void;
  /** A new address's pincode (the location the shopper chose in the header). */
  defaultPincode?: string;
  allowRemove?: boolean;
}

const NEW = 'new';

export function AddressBook({ selectedId, onSelect, defaultPincode, allowRemove = false }: AddressBookProps) {
  const addresses = useAddresses();
  const remove = useRemoveAddress();
  const [editing, setEditing] = useState<string | null>(null);

  if (addresses.isPending) return <CenteredSpinner className="py-8" label="Loading your addresses..." />;
  if (addresses.isError)
    return (
      <LoadError
        title="Could not load your addresses"
        message={addresses.error.message}
        onRetry={() => void addresses.refetch()}
      />
    );

  const list = addresses.data;
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
            <li
              key={address._id}
              className={`flex items-start gap-3 rounded-lg border p-3 ${selectedId === address._id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
            >
              {onSelect ? (
                <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name="delivery-address"
                    className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    checked={selectedId === address._id}
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
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(address._id)}
                  aria-label={`Edit address ${address.address}`}
                >
                  Edit
                </Button>
                {allowRemove && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => onRemove(address._id)}
                    disabled={remove.isPending}
                    aria-label={`Remove address ${address.address}`}
                  >
                    Remove
                  </Button>
                )}
              </div>
            </li>
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
