/**
 * The header's location picker (storefront spec §2, §4, §8, §9): its texts, its limits, the
 * browser geolocation options and the popular locations. Zod-free for the storefront bundle.
 */

/** The location text's states besides a found place (spec §4). */
export const LOCATION_DETECTING = 'Detecting...';
export const LOCATION_NOT_FOUND = 'Location not found';
export const GEOLOCATION_NOT_SUPPORTED = 'Geolocation not supported';

/** Messages (spec §8). */
export const REVERSE_GEOCODING_FAILED = 'Failed to fetch location data';
export const NO_ADDRESS_DATA = 'No address data found';
export const LOCATION_SEARCH_FAILED = 'Failed to search location';
export const NO_GEOLOCATION = 'Geolocation is not supported by this browser';
/** The browser refused the position (the spec is silent; the shopper needs to know why and what else works). */
export const GEOLOCATION_DENIED = 'Location access is blocked. Allow it in your browser, or search for your place.';
export const UNKNOWN_CITY = 'Unknown City';
export const UNKNOWN_STATE = 'Unknown State';
/** The header's estimate for a place the shop does not deliver to. */
export const DELIVERY_NOT_AVAILABLE = 'Delivery not available';

/** Browser geolocation (spec §7, §9): high accuracy, 10 s time-out, a position up to 5 minutes old. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 } as const;

/** Popular locations shown on desktop and on phones (spec §9). */
export const POPULAR_LOCATIONS_DESKTOP = 10;
export const POPULAR_LOCATIONS_MOBILE = 5;

export interface PopularLocation {
  city: string;
  pincode: string;
}

/**
 * The popular locations, most likely first: the ten cities the spec's serviceable pincodes come
 * from, each by its head post office's pincode (a phone shows the first five). Constants rather
 * than a store setting: they name where shoppers are, not a fact about the shop, and the picker
 * shows them at once without a request; whether each one is served is asked when it is chosen.
 */
export const POPULAR_LOCATIONS: readonly PopularLocation[] = [
  { city: 'Delhi', pincode: '110001' },
  { city: 'Mumbai', pincode: '400001' },
  { city: 'Bengaluru', pincode: '560001' },
  { city: 'Noida', pincode: '201301' },
  { city: 'Pune', pincode: '411001' },
  { city: 'Hyderabad', pincode: '500001' },
  { city: 'Chennai', pincode: '600001' },
  { city: 'Kolkata', pincode: '700001' },
  { city: 'Gurgaon', pincode: '122001' },
  { city: 'Ghaziabad', pincode: '201001' },
];

/** What a found location reads as: 'pincode, city, state' when the pincode is known, else the city (spec §4). */
export function locationText(location: { postcode: string | null; city: string; state: string }): string {
  const city = location.city || UNKNOWN_CITY;
  if (!location.postcode) return city;
  return `${location.postcode}, ${city}, ${location.state || UNKNOWN_STATE}`;
}
