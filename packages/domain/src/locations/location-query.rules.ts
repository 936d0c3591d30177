/**
 * What a location search means (storefront spec §5 "Location search input"): a six-digit
 * pincode, 'latitude, longitude' when both are in range (-90..90, -180..180), or else a place
 * name. Zod-free, so the picker can tell the kinds apart without bundling zod.
 */
import { isPincode } from './pincode.rules';

/** At most this many results for one search (spec §9). */
export const LOCATION_SEARCH_LIMIT = 5;
/** Longest search text taken, in characters. */
export const MAX_LOCATION_QUERY_LENGTH = 100;
/** Shortest place name searched for, in characters. */
export const MIN_PLACE_QUERY_LENGTH = 2;

export interface Coordinates {
  /** Degrees north, -90..90. */
  latitude: number;
  /** Degrees east, -180..180. */
  longitude: number;
}

export type LocationQuery =
  { kind: 'pincode'; pincode: string } | ({ kind: 'coordinates' } & Coordinates) | { kind: 'place'; place: string };

const DECIMAL = String.raw`[-+]?(?:\d{1,3}(?:\.\d{1,12})?|\.\d{1,12})`;
const COORDINATE_PAIR = new RegExp(String.raw`^(${DECIMAL})\s*,\s*(${DECIMAL})$`);

/** True when both numbers are a real position on Earth. */
export function inCoordinateRange(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}

/** 'lat, lon' as numbers when the text is two decimals in range; undefined otherwise (then it is free text). */
export function parseCoordinates(text: string): Coordinates | undefined {
  const match = COORDINATE_PAIR.exec(text.trim());
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return inCoordinateRange(latitude, longitude) ? { latitude, longitude } : undefined;
}

/**
 * Names India Post still files under the old name ('Bengaluru' is 'Bangalore' there); a search for
 * either finds the same places.
 */
const PLACE_ALIASES: Readonly<Record<string, string>> = {
  bengaluru: 'bangalore',
  gurugram: 'gurgaon',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  kolkatta: 'kolkata',
  madras: 'chennai',
  mysuru: 'mysore',
  prayagraj: 'allahabad',
  mangaluru: 'mangalore',
  belagavi: 'belgaum',
  vadodara: 'baroda',
};

/** The place name as the India Post data spells it: lower case, single spaces, old names for renamed cities. */
export function normalisePlace(text: string): string {
  const place = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return PLACE_ALIASES[place] ?? place;
}

/** Which kind of search `text` is (the caller has bounded its length). */
export function classifyLocationQuery(text: string): LocationQuery {
  const trimmed = text.trim();
  if (isPincode(trimmed)) return { kind: 'pincode', pincode: trimmed };
  const coordinates = parseCoordinates(trimmed);
  if (coordinates) return { kind: 'coordinates', ...coordinates };
  return { kind: 'place', place: normalisePlace(trimmed) };
}
