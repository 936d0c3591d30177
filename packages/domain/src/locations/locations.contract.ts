/**
 * The location calls (storefront spec §2 location picker, §4, §5; shopper spec §5): a pincode's
 * delivery check, reverse geocoding of the browser's position, search by place, pincode or
 * 'lat, lon', and the visitor's place by IP address. Declared once for the server and the web
 * (api/contract.schemas.ts); each is rate-limited per address (the server's rate-limit rules).
 */
import { defineContract } from '../api/contract.schemas';
import { ipLocation, location, locationList } from './location.responses';
import { locationSearchQuery, reverseGeocodeQuery } from './location.schemas';
import { pincodeInfo } from './pincode.responses';
import { pincodeParams } from './pincode.schemas';

export const locationsContract = defineContract('locations', {
  'GET /location/pincode/:pincode': {
    summary: 'Delivery check for a pincode',
    params: pincodeParams,
    reply: pincodeInfo,
    errors: [400, 404],
  },
  'GET /location/reverse': {
    summary: 'The nearest pincode to a position (India Post data)',
    query: reverseGeocodeQuery,
    reply: location,
    errors: [400, 404],
  },
  'GET /location/search': {
    summary: "Places by name, 6-digit pincode or 'lat, lon' (at most 5)",
    query: locationSearchQuery,
    reply: locationList,
    errors: [400],
  },
  'GET /location/ip': {
    summary: "The visitor's place by IP address; null when unknown",
    reply: ipLocation,
    errors: [],
  },
});
