/**
 * Prefills a form's city and state from the server's pincode lookup (GET /location/pincode,
 * India Post data; issue 27 item 5): the Service Areas form calls `lookUp` with the zipcode as
 * typed, and once it has six digits the lookup's city and state arrive through `onPlace`. A
 * pincode the data does not know leaves the fields to the person typing.
 */
import { isPincode } from '@shop/domain/locations/pincode.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { pincodeQueryOptions } from '../../../../shared/location/get-pincode';

export interface PincodePlace {
  pincode: string;
  city: string;
  state: string;
}

/** `lookUp(pincode)` fetches a six-digit pincode's place and hands it to `onPlace`; `place` is the last one found. */
export function usePincodePrefill(onPlace: (place: PincodePlace) => void) {
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<PincodePlace | null>(null);
  const lookUp = useCallback(
    async (pincode: string) => {
      setPlace(null);
      if (!isPincode(pincode)) return;
      try {
        const info = await queryClient.fetchQuery(pincodeQueryOptions(pincode));
        const found = { pincode, city: info.city, state: info.state };
        setPlace(found);
        onPlace(found);
      } catch {
        // Not in the India Post data (or the lookup failed): staff type the city and state themselves.
      }
    },
    [queryClient, onPlace],
  );
  return { place, lookUp };
}
