/**
 * The signed-in customer's saved addresses: GET /addresses (decision 028). Shared by checkout and
 * the profile's addresses section, so it lives in lib. Kept under ['account', …] so a new sign-in
 * drops the last account's list (shared/session/get-session.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '@shop/domain/addresses/address.responses';
import { api } from '../../../lib/api-client';

export const addressesQueryKey = ['account', 'addresses'] as const;

export async function getAddresses(): Promise<SavedAddress[]> {
  return (await api.call('GET /addresses')).addresses;
}

export const addressesQueryOptions = () => queryOptions({ queryKey: addressesQueryKey, queryFn: getAddresses });

/** The customer's addresses, oldest first. */
export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
