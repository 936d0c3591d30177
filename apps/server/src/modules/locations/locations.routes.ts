/**
 * The location calls (storefront spec §2 location picker, §4, §5; shopper spec §5): a pincode's
 * delivery check, reverse geocoding of the browser's position, search by place, pincode or
 * 'lat, lon', and the visitor's place by IP address. Every one is rate-limited per address.
 * Declared in locations.contract.ts.
 */
import { LOCATION_NOT_FOUND } from '@shop/domain/locations/location-picker.rules';
import type { Location } from '@shop/domain/locations/location.responses';
import { locationsContract as calls } from '@shop/domain/locations/locations.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { HTTP_CACHE } from '../../lib/http-cache';
import { success } from '../../lib/reply';
import { locateByIp, lookUpPincode, reverseGeocode, searchLocations } from './locations.service';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reference data, the same for everyone; the place by IP (below) is the visitor's own and stays private.
  const reference = { config: { cache: HTTP_CACHE.reference } };

  contractRoute(app, calls['GET /location/pincode/:pincode'], reference, async (request) =>
    success(await lookUpPincode(app.db, request.params.pincode)),
  );

  contractRoute(app, calls['GET /location/reverse'], reference, async (request) =>
    success(await reverseGeocode(app.db, { latitude: request.query.lat, longitude: request.query.lon })),
  );

  contractRoute(app, calls['GET /location/search'], reference, async (request) =>
    success({ locations: await searchLocations(app.db, request.query.q) }),
  );

  contractRoute(app, calls['GET /location/ip'], {}, async (request) => {
    let found: Location | null = null;
    try {
      found = await locateByIp(app.db, app.ipGeolocator, request.ip);
    } catch (error) {
      // The provider could not be asked: the visitor just gets no location, staff get the log line.
      request.log.warn({ err: error }, 'IP geolocation failed');
    }
    return found ? success({ location: found }) : success({ location: null }, LOCATION_NOT_FOUND);
  });
};
