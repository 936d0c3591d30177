/** Pincode and service-area queries (Drizzle only, no rules). */
import { and, asc, between, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { keptRowBy } from '../../db/kept-statement';
import { pincodes, serviceAreas } from '../../db/schema/locations';
import { likeLiteral } from '../../db/like-pattern';

/** The India Post record of a pincode (office, district, state, position), or undefined. */
export async function findPincode(db: DbOrTx, pincode: string) {
  const [place] = await pincodeStatement(db).execute({ value: pincode });
  return place;
}

/** findPincode's statement, built once (db/kept-statement.ts): every quote and order runs it. */
const pincodeStatement = keptRowBy(pincodes, pincodes.pincode, 'pincodes_by_pincode');

/** The states, as India Post files them, that have a district called `name` (any case); none when no district is. */
export async function findDistrictStates(db: DbOrTx, name: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: pincodes.state })
    .from(pincodes)
    .where(sql`lower(${pincodes.district}) = lower(${name})`);
  return rows.map((row) => row.state);
}

/** The shop's service area for a pincode, or undefined when the shop does not deliver there. */
export async function findServiceArea(db: DbOrTx, pincode: string) {
  const [area] = await serviceAreaStatement(db).execute({ value: pincode });
  return area;
}

/** findServiceArea's statement, built once (db/kept-statement.ts): every quote and order runs it. */
const serviceAreaStatement = keptRowBy(serviceAreas, serviceAreas.pincode, 'service_areas_by_pincode');

/** The id of the pincode's service area, or undefined: the cheap check that order placement makes. */
export async function findServiceAreas(db: DbOrTx, pincodes: string[]) {
  if (pincodes.length === 0) return [];
  return db.select().from(serviceAreas).where(inArray(serviceAreas.pincode, pincodes));
}

export async function findServiceAreaId(db: DbOrTx, pincode: string): Promise<string | undefined> {
  const [area] = await db
    .select({ id: serviceAreas.id })
    .from(serviceAreas)
    .where(eq(serviceAreas.pincode, pincode))
    .limit(1);
  return area?.id;
}

/** A pincode with the city and state of its service area (null when the shop does not serve it). */
export interface PlaceRow {
  pincode: string;
  officeName: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  facilityCity: string | null;
  facilityState: string | null;
}

const placeColumns = {
  pincode: pincodes.pincode,
  officeName: pincodes.officeName,
  district: pincodes.district,
  state: pincodes.state,
  latitude: pincodes.latitude,
  longitude: pincodes.longitude,
  facilityCity: serviceAreas.facilityCity,
  facilityState: serviceAreas.facilityState,
};

const places = (db: DbOrTx) =>
  db.select(placeColumns).from(pincodes).leftJoin(serviceAreas, eq(serviceAreas.pincode, pincodes.pincode));

/** A pincode with its service area, or undefined. */
export async function findPlace(db: DbOrTx, pincode: string): Promise<PlaceRow | undefined> {
  const [row] = await places(db).where(eq(pincodes.pincode, pincode)).limit(1);
  return row;
}

/**
 * The pincode whose position is nearest (latitude, longitude), looking only within `radius`
 * degrees of latitude (and as many kilometres east and west): the box keeps the scan on the
 * position index to a few hundred rows. Distance is equirectangular, exact enough at this range.
 */
export async function findNearestPlace(
  db: DbOrTx,
  latitude: number,
  longitude: number,
  radius: number,
): Promise<PlaceRow | undefined> {
  const shrink = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const lonRadius = radius / shrink;
  const dLat = sql`(${pincodes.latitude} - ${latitude}::float8)`;
  const dLon = sql`((${pincodes.longitude} - ${longitude}::float8) * ${shrink}::float8)`;
  const [row] = await places(db)
    .where(
      and(
        isNotNull(pincodes.latitude),
        between(pincodes.latitude, latitude - radius, latitude + radius),
        between(pincodes.longitude, longitude - lonRadius, longitude + lonRadius),
      ),
    )
    .orderBy(sql`${dLat} * ${dLat} + ${dLon} * ${dLon}`, asc(pincodes.pincode))
    .limit(1);
  return row;
}

/**
 * Up to `limit` pincodes whose office name or district contains `place` (lower case), best
 * first: the office of that very name, then a head post office of a district of that name, then
 * the district, then names starting with it, then names with a word starting with it; pincode
 * order within each. Uses the trigram index on place_key.
 */
export async function searchPlaces(db: DbOrTx, place: string, limit: number): Promise<PlaceRow[]> {
  const literal = likeLiteral(place);
  const office = sql`lower(${pincodes.officeName})`;
  const district = sql`lower(${pincodes.district})`;
  const rank = sql`case
    when ${office} = ${place} then 0
    when ${office} = ${`${place} g.p.o.`} or (${district} = ${place} and ${office} like ${`${literal}%`}) then 1
    when ${district} = ${place} then 2
    when ${pincodes.placeKey} like ${`${literal}%`} then 3
    when ${pincodes.placeKey} like ${`% ${literal}%`} then 4
    else 5 end`;
  return places(db)
    .where(like(pincodes.placeKey, `%${literal}%`))
    .orderBy(rank, asc(pincodes.pincode))
    .limit(limit);
}

/** A service area of the city called `city` (any case), or undefined: does the shop deliver in that city? */
export async function findCityServiceArea(db: DbOrTx, city: string) {
  const [area] = await db
    .select({ facilityCity: serviceAreas.facilityCity, facilityState: serviceAreas.facilityState })
    .from(serviceAreas)
    .where(eq(sql`lower(${serviceAreas.facilityCity})`, city.toLowerCase()))
    .limit(1);
  return area;
}
