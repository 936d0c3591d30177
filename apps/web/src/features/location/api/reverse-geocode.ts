/** GET /location/reverse?lat=…&lon=… : the nearest pincode to the browser's position (India Post data, our own API). */
import type { Coordinates } from '@shop/domain/locations/location-query.rules';
import type { Location } from '@shop/domain/locations/location.responses';
import { api } from '../../../lib/api-client';

export function reverseGeocode(point: Coordinates): Promise<Location> {
  return api.call('GET /location/reverse', {
    query: { lat: point.latitude.toFixed(6), lon: point.longitude.toFixed(6) },
  });
}
