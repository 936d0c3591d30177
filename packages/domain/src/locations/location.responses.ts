/**
 * A place the location picker shows (storefront spec §3 "Location result"): postcode, city,
 * state, country, the full address, coordinates, whether the shop delivers there and the delivery
 * estimate. Answers GET /location/reverse, /location/search and /location/ip.
 */
import { z } from 'zod';

export const location = z.object({
  /** The six-digit pincode; null when only the city is known (an IP address without a served postal code). */
  postcode: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** Post office, district, state and pincode, for a tooltip or a list. */
  fullAddress: z.string(),
  /** Degrees; null when the data has no position for the place. */
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** The shop delivers here (the pincode, or for a city alone, some pincode of that city, is a service area). */
  serviceable: z.boolean(),
  /** The delivery-estimate text ('Delivery in 24 hours'); null where the shop does not deliver. */
  deliveryTime: z.string().nullable(),
});
export type Location = z.infer<typeof location>;

/** GET /location/search: at most LOCATION_SEARCH_LIMIT places, best first. */
export const locationList = z.object({ locations: z.array(location) });
export type LocationList = z.infer<typeof locationList>;

/** GET /location/ip: the visitor's place, or null (with the message 'Location not found') when unknown. */
export const ipLocation = z.object({ location: location.nullable() });
export type IpLocation = z.infer<typeof ipLocation>;
