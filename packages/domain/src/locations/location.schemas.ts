/**
 * Requests of the location picker's calls (storefront spec §4, §5): GET /location/reverse and
 * GET /location/search. Query strings are text, so numbers are checked as written before they
 * are read: '', 'abc' and '1e400' are refused rather than read as 0 or Infinity.
 */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { MAX_LOCATION_QUERY_LENGTH } from './location-query.rules';

const DECIMAL = /^[-+]?(\d{1,3}(\.\d{1,12})?|\.\d{1,12})$/;

/** A decimal number of degrees between -limit and limit, given as query text. */
function degrees(name: string, limit: number) {
  const error = `${name} must be a number between -${limit} and ${limit}`;
  return text({ max: 20, error, tooLong: error })
    .trim()
    .regex(DECIMAL, { error })
    .transform(Number)
    .pipe(z.number().min(-limit, { error }).max(limit, { error }));
}

/** GET /location/reverse?lat=…&lon=… */
export const reverseGeocodeQuery = z.strictObject({
  lat: degrees('lat', 90),
  lon: degrees('lon', 180),
});

export const SEARCH_TEXT_REQUIRED = 'Enter a place, a pincode or coordinates';

/** GET /location/search?q=… : a place name, a six-digit pincode or 'lat, lon'. */
export const locationSearchQuery = z.strictObject({
  q: text({
    max: MAX_LOCATION_QUERY_LENGTH,
    error: SEARCH_TEXT_REQUIRED,
    tooLong: `Search text must be at most ${MAX_LOCATION_QUERY_LENGTH} characters`,
  })
    .trim()
    .min(1, { error: SEARCH_TEXT_REQUIRED }),
});
