/**
 * The location calls (storefront spec §2 location picker, §4, §5; shopper spec §5): a pincode's
 * delivery check, reverse geocoding of the browser's position, search by place, pincode or
 * 'lat, lon', and the visitor's place by IP address. Every one is rate-limited per address.
 */
import { responses } from '@shop/domain/api/envelope';
import { LOCATION_NOT_FOUND } from '@shop/domain/locations/location-picker';
import { ipLocation, location, locationList, type Location } from '@shop/domain/locations/location.responses';
import { locationSearchQuery, reverseGeocodeQuery } from '@shop/domain/locations/location.schemas';
import { INVALID_ZIPCODE } from '@shop/domain/locations/pincode';
import { pincodeInfo } from '@shop/domain/locations/pincode.responses';
import { pincodeSchema } from '@shop/domain/locations/pincode.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import { locateByIp, lookUpPincode, reverseGeocode, searchLocations } from './locations.service';

const params = z.strictObject({
  pincode: pincodeSchema(INVALID_ZIPCODE),
});

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/location/pincode/:pincode',
    {
      schema: {
        tags: ['locations'],
        summary: 'Delivery check for a pincode',
        params,
        response: responses(pincodeInfo, [400, 404]),
      },
    },
    async (request) => success(await lookUpPincode(app.db, request.params.pincode)),
  );

  app.get(
    '/location/reverse',
    {
      schema: {
        tags: ['locations'],
        summary: 'The nearest pincode to a position (India Post data)',
        querystring: reverseGeocodeQuery,
        response: responses(location, [400, 404]),
      },
    },
    async (request) =>
      success(await reverseGeocode(app.db, { latitude: request.query.lat, longitude: request.query.lon })),
  );

  app.get(
    '/location/search',
    {
      schema: {
        tags: ['locations'],
        summary: "Places by name, 6-digit pincode or 'lat, lon' (at most 5)",
        querystring: locationSearchQuery,
        response: responses(locationList, [400]),
      },
    },
    async (request) => success({ locations: await searchLocations(app.db, request.query.q) }),
  );

  app.get(
    '/location/ip',
    {
      schema: {
        tags: ['locations'],
        summary: "The visitor's place by IP address; null when unknown",
        response: responses(ipLocation, []),
      },
    },
    async (request) => {
      let found: Location | null = null;
      try {
        found = await locateByIp(app.db, app.ipGeolocator, request.ip);
      } catch (error) {
        // The provider could not be asked: the visitor just gets no location, staff get the log line.
        request.log.warn({ err: error }, 'IP geolocation failed');
      }
      return found ? success({ location: found }) : success({ location: null }, LOCATION_NOT_FOUND);
    },
  );
};
