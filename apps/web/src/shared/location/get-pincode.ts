/**
 * Pincode lookup: GET /location/pincode/:pincode → city, state and delivery time
 * (shopper spec §2 ZIP check, §5). Used by the product page's delivery check and by checkout.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { isPincode } from '@shop/domain/locations/pincode.rules';
import type { PincodeInfo } from '@shop/domain/locations/pincode.responses';

export { INVALID_ZIPCODE as INVALID_PINCODE } from '@shop/domain/locations/pincode.rules';

export async function getPincode(pincode: string): Promise<PincodeInfo> {
  return api.call('GET /location/pincode/:pincode', { params: { pincode } });
}

export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['location', 'pincode', pincode],
    queryFn: () => getPincode(pincode),
    staleTime: 60 * 60_000,
    enabled: isPincode(pincode),
  });

/** City, state and delivery time for a six-digit pincode; idle until it has six digits. */
export function usePincode(pincode: string) {
  return useQuery(pincodeQueryOptions(pincode));
}
