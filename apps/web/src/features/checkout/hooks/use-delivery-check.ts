/**
 * Whether the shop delivers to the chosen address's pincode: GET /location/pincode/:pincode gives
 * the delivery time, or why the order cannot go there (unknown or not served).
 */
import { isPincode } from '@shop/domain/locations/pincode.rules';
import { hasErrorCode } from '../../../lib/api-client';
import { usePincode } from '../../../shared/location/get-pincode';

export interface DeliveryCheck {
  isChecking: boolean;
  deliveryTime?: string;
  /** Set when the pincode is unknown or not served: the order cannot go there. */
  refusal?: string;
}

export function useDeliveryCheck(pincode: string): DeliveryCheck {
  const complete = isPincode(pincode);
  const lookup = usePincode(pincode);
  const found = complete ? lookup.data : undefined;
  // NOT_FOUND means the pincode is unknown; other failures (network, 5xx) must not block the order.
  const unknown = complete && hasErrorCode(lookup.error, 'NOT_FOUND');
  return {
    isChecking: complete && lookup.isFetching,
    deliveryTime: found?.serviceable ? found.deliveryTime : undefined,
    refusal: unknown
      ? lookup.error?.message
      : found && !found.serviceable
        ? 'Sorry, delivery not available in your area.'
        : undefined,
  };
}
