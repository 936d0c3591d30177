/**
 * Seeds the shop's service areas from the pincodes table (seedPincodes runs first): every pincode
 * of a zone's districts within reach of one of its delivery centres, with that centre as dispatch
 * centre, the zone's hubs as origin and return centres, and ODA set for the outlying ones.
 * Idempotent: does nothing once the table has rows (the admin edits them from then on).
 */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { pincodes, serviceAreas } from '../db/schema/locations';
import { newId } from '../lib/new-id';
import { MAX_SERVICE_KM, ODA_BEYOND_KM, SERVICE_ZONES, type Centre, type ServiceZone } from './service-area-cities';
import { SEED_LOCKS, lockSeedStep } from './seed-lock';

/** A pincode as the zones read it (the generated search key plays no part). */
type PincodeRow = Omit<typeof pincodes.$inferSelect, 'placeKey'>;
type ServiceAreaRow = typeof serviceAreas.$inferInsert;

/** Seeds the service areas if there are none; returns how many it inserted. */
export async function seedServiceAreas(db: Db): Promise<{ serviceAreas: number }> {
  if (await hasServiceAreas(db)) return { serviceAreas: 0 };
  const inserted = await db.transaction(async (tx) => {
    await lockSeedStep(tx, SEED_LOCKS.serviceAreas);
    if (await hasServiceAreas(tx)) return 0;
    const states = [...new Set(SERVICE_ZONES.map((z) => z.state))];
    const rows = serviceAreaRows(await tx.select().from(pincodes).where(inArray(pincodes.state, states)));
    if (rows.length > 0) await tx.insert(serviceAreas).values(rows);
    return rows.length;
  });
  return { serviceAreas: inserted };
}

async function hasServiceAreas(db: Db | Tx): Promise<boolean> {
  return (await db.select({ pincode: serviceAreas.pincode }).from(serviceAreas).limit(1)).length > 0;
}

/** The service area rows for these pincodes, one per served pincode, in pincode order. */
export function serviceAreaRows(all: PincodeRow[]): ServiceAreaRow[] {
  return SERVICE_ZONES.flatMap((zone) => all.filter((p) => inZone(zone, p)).flatMap((p) => serve(zone, p) ?? [])).sort(
    (a, b) => a.pincode.localeCompare(b.pincode),
  );
}

function inZone(zone: ServiceZone, p: PincodeRow): boolean {
  return p.state === zone.state && (zone.districts.length === 0 || zone.districts.includes(p.district));
}

/** The row for a pincode served by its nearest centre, or undefined when it is out of reach. */
function serve(zone: ServiceZone, p: PincodeRow): ServiceAreaRow | undefined {
  // Without coordinates we cannot tell which centre would reach a pincode, so it is not served.
  if (p.latitude === null || p.longitude === null) return undefined;
  const point = { lat: p.latitude, lng: p.longitude };
  const [centre, km] = zone.centres
    .map((c) => [c, distanceKm(point, c)] as const)
    .reduce((a, b) => (b[1] < a[1] ? b : a));
  if (km > MAX_SERVICE_KM) return undefined;
  return {
    id: newId(),
    pincode: p.pincode,
    dispatchCenter: centreName(centre, 'D', zone.state),
    originCenter: centreName(zone.originHub, 'H', zone.state),
    returnCenter: centreName(zone.returnHub, 'RPC', zone.state),
    facilityCity: centre.city,
    facilityState: zone.state,
    outOfDeliveryArea: km > ODA_BEYOND_KM,
  };
}

/** Delhivery style: 'Noida_Sec63_D (Uttar Pradesh)'. */
function centreName(centre: Pick<Centre, 'city' | 'area'>, kind: 'D' | 'H' | 'RPC', state: string): string {
  return `${centre.city.replace(/\s+/g, '')}_${centre.area}_${kind} (${state})`;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}
