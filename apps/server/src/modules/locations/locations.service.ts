/**
 * Pincodes and places (storefront spec §2 location picker, §4, §5; shopper spec §5 "ZIP delivery
 * check"): India Post data for place names and positions, the shop's service areas for
 * serviceability, and the delivery-estimate rule from domain. Reverse geocoding and place search
 * read only the bundled data; nothing here asks an outside service except through the IP provider.
 */
import { deliveryEstimate } from '@shop/domain/locations/delivery-estimate.rules';
import { NO_ADDRESS_DATA } from '@shop/domain/locations/location-picker.rules';
import {
  classifyLocationQuery,
  LOCATION_SEARCH_LIMIT,
  MIN_PLACE_QUERY_LENGTH,
  type Coordinates,
} from '@shop/domain/locations/location-query.rules';
import type { Location } from '@shop/domain/locations/location.responses';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { IpGeolocator, IpPlace } from '../../providers/ip-geolocation/ip-geolocator.contract';
import { getSettings } from '../settings/settings.service';
import * as repo from './locations.repository';

export const NOT_SERVICEABLE = 'Sorry, delivery not available in your area.';

const COUNTRY = 'India';
/** Reverse geocoding looks this far (degrees of latitude, about 11, 55 and 220 km) before giving up. */
const SEARCH_RADII = [0.1, 0.5, 2] as const;

/**
 * Whether the shop delivers to a pincode: it must be one of the service areas (shopper spec §5,
 * "served if the pincode is in a local list with active status"). An out-of-delivery-area (ODA)
 * pincode is still served, as couriers do, only more slowly.
 */
export async function isServiceable(db: DbOrTx, pincode: string): Promise<boolean> {
  return (await repo.findServiceAreaId(db, pincode)) !== undefined;
}

/** The service areas of these pincodes, by pincode (the courier's centres an order shows, admin spec §3 Order). */
export async function serviceAreasOf(db: DbOrTx, pincodes: string[]) {
  const areas = await repo.findServiceAreas(db, [...new Set(pincodes)]);
  return new Map(areas.map((area) => [area.pincode, area]));
}

/** What the shop knows about a pincode; NOT_FOUND with the spec's message when it knows nothing. */
export async function lookUpPincode(db: DbOrTx, pincode: string) {
  const [place, area] = await Promise.all([repo.findPincode(db, pincode), repo.findServiceArea(db, pincode)]);
  if (!place && !area) throw new AppError('NOT_FOUND', NOT_SERVICEABLE);
  const city = area?.facilityCity ?? place?.district ?? '';
  const state = area?.facilityState ?? place?.state ?? '';
  return {
    pincode,
    office: place?.officeName ?? '',
    district: place?.district ?? city,
    city,
    state,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    serviceable: area !== undefined,
    outOfDeliveryArea: area?.outOfDeliveryArea ?? false,
    deliveryTime: deliveryEstimate(city, state),
  };
}

/** A pincode as the picker shows it: the service area's city where the shop delivers, else the district. */
function toLocation(place: repo.PlaceRow): Location {
  const serviceable = place.facilityCity !== null;
  const city = place.facilityCity ?? place.district;
  const state = place.facilityState ?? place.state;
  return {
    postcode: place.pincode,
    city,
    state,
    country: COUNTRY,
    fullAddress: `${place.officeName}, ${place.district}, ${place.state} ${place.pincode}`,
    coordinates:
      place.latitude !== null && place.longitude !== null
        ? { latitude: place.latitude, longitude: place.longitude }
        : null,
    serviceable,
    deliveryTime: serviceable ? deliveryEstimate(city, state) : null,
  };
}

/**
 * The pincode nearest a position (GET /location/reverse): India Post's own coordinates, no
 * outside service. NOT_FOUND 'No address data found' when no pincode lies within about 220 km
 * (a point at sea or abroad).
 */
export async function reverseGeocode(db: DbOrTx, point: Coordinates): Promise<Location> {
  for (const radius of SEARCH_RADII) {
    const place = await repo.findNearestPlace(db, point.latitude, point.longitude, radius);
    if (place) return toLocation(place);
  }
  throw new AppError('NOT_FOUND', NO_ADDRESS_DATA);
}

/**
 * Places for a search (GET /location/search; spec §5): a pincode exactly, 'lat, lon' as its
 * nearest pincode, otherwise place names; at most LOCATION_SEARCH_LIMIT, best first, and an
 * empty list when nothing matches.
 */
export async function searchLocations(db: DbOrTx, text: string): Promise<Location[]> {
  const query = classifyLocationQuery(text);
  if (query.kind === 'pincode') {
    const place = await repo.findPlace(db, query.pincode);
    return place ? [toLocation(place)] : [];
  }
  if (query.kind === 'coordinates') {
    try {
      return [await reverseGeocode(db, query)];
    } catch (error) {
      if (error instanceof AppError && error.kind === 'NOT_FOUND') return [];
      throw error;
    }
  }
  if (query.place.length < MIN_PLACE_QUERY_LENGTH) return [];
  return (await repo.searchPlaces(db, query.place, LOCATION_SEARCH_LIMIT)).map(toLocation);
}

/** The shop's own place (store setting sellerPincode), where the IP sandbox puts local addresses. */
export async function shopIpPlace(db: DbOrTx): Promise<IpPlace> {
  const { sellerPincode } = await getSettings(db);
  const place = await repo.findPlace(db, sellerPincode);
  if (!place) return { postal: sellerPincode };
  return {
    postal: sellerPincode,
    city: place.facilityCity ?? place.district,
    region: place.facilityState ?? place.state,
  };
}

/**
 * Where a visitor's address is (GET /location/ip; spec §4): through the IP provider, the
 * provider's postal code as a pincode when the shop serves it, otherwise the city alone (served
 * when the shop has a service area in that city). Null when no provider is configured or it does
 * not know the address: a page asks on every first visit, so not knowing is an answer, not an
 * error. A provider failure is thrown.
 */
export async function locateByIp(
  db: DbOrTx,
  geolocator: IpGeolocator | undefined,
  ip: string,
): Promise<Location | null> {
  const found = await geolocator?.locate(ip);
  if (!found) return null;
  const place = found.postal ? await repo.findPlace(db, found.postal) : undefined;
  if (place?.facilityCity) return toLocation(place);
  const city = found.city ?? place?.district;
  if (!city) return null;
  const area = await repo.findCityServiceArea(db, city);
  const state = found.region ?? place?.state ?? area?.facilityState ?? '';
  return {
    postcode: null,
    city,
    state,
    country: COUNTRY,
    fullAddress: [city, state].filter(Boolean).join(', '),
    coordinates: null,
    serviceable: area !== undefined,
    deliveryTime: area ? deliveryEstimate(city, state) : null,
  };
}
