/**
 * Saves an address: POST /addresses for a new one, PUT /addresses/{id} for a change (decision
 * 028). On success the list and the session's user (whose `address` lines follow) are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import type { AddressInput } from '@shop/domain/addresses/address.schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../session/get-session';
import { addressesQueryKey } from './get-addresses';

export interface SaveAddressRequest {
  /** The address to change; absent for a new one. */
  id?: string;
  address: AddressInput;
}

export async function saveAddress({ id, address }: SaveAddressRequest): Promise<SavedAddress> {
  const data = id
    ? await api.call('PUT /addresses/:id', { params: { id }, body: address })
    : await api.call('POST /addresses', { body: address });
  return data.address;
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
