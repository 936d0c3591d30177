/** What the header's picker says (storefront spec §4): the location text and the delivery estimate. */
import {
  DELIVERY_NOT_AVAILABLE,
  GEOLOCATION_NOT_SUPPORTED,
  LOCATION_DETECTING,
  LOCATION_NOT_FOUND,
  locationText,
} from '@shop/domain/locations/location-picker.rules';
import type { LocationState } from '../../../shared/location/location-store';

const STATUS_TEXT = {
  detecting: LOCATION_DETECTING,
  'not-found': LOCATION_NOT_FOUND,
  unsupported: GEOLOCATION_NOT_SUPPORTED,
} as const;

/**
 * 'Detecting...', 'pincode, city, state', the city alone, 'Location not found' or 'Geolocation not
 * supported', with the estimate: the place's delivery time, 'Delivery not available' where the
 * shop does not deliver, '' without a place (the spec clears it on failure).
 */
export function describeLocation(state: LocationState): { text: string; estimate: string } {
  if (state.status !== 'found' || !state.location)
    return { text: STATUS_TEXT[state.status === 'found' ? 'not-found' : state.status], estimate: '' };
  return { text: locationText(state.location), estimate: state.location.deliveryTime ?? DELIVERY_NOT_AVAILABLE };
}
