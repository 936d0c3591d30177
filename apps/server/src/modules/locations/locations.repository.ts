/** Pincode and service-area queries (Drizzle only, no rules). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pincodes, serviceAreas } from '../../db/schema/locations';

/** The India Post record of a pincode (office, district, state, position), or undefined. */
export async function findPincode(db: DbOrTx, pincode: string) {
  const [place] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
  return place;
}

/** The shop's service area for a pincode, or undefined when the shop does not deliver there. */
export async function findServiceArea(db: DbOrTx, pincode: string) {
  const [area] = await db.select().from(serviceAreas).where(eq(serviceAreas.zipcode, pincode)).limit(1);
  return area;
}

/** The id of the pincode's service area, or undefined: the cheap check that order placement makes. */
export async function findServiceAreaId(db: DbOrTx, pincode: string): Promise<string | undefined> {
  const [area] = await db.select({ id: serviceAreas.id }).from(serviceAreas).where(eq(serviceAreas.zipcode, pincode)).limit(1);
  return area?.id;
}
