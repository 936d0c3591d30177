/** Service-area queries (admin spec §7 /zipcode calls; Drizzle only, no rules). */
import { asc, count, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceAreas } from '../../db/schema/locations';

export type ServiceAreaRow = typeof serviceAreas.$inferSelect;
export type ServiceAreaValues = Omit<typeof serviceAreas.$inferInsert, 'id'>;

/** A page of service areas by pincode, those starting with `prefix` when given, and the count of all matches. */
export async function findServiceAreasPage(db: DbOrTx, prefix: string | undefined, limit: number, offset: number) {
  const where = prefix ? like(serviceAreas.pincode, `${prefix}%`) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(serviceAreas).where(where).orderBy(asc(serviceAreas.pincode)).limit(limit).offset(offset),
    db.select({ n: count() }).from(serviceAreas).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Adds a service area; undefined when its pincode already has one. */
export async function insertServiceArea(db: DbOrTx, values: ServiceAreaValues): Promise<ServiceAreaRow | undefined> {
  const [row] = await db
    .insert(serviceAreas)
    .values(values)
    .onConflictDoNothing({ target: serviceAreas.pincode })
    .returning();
  return row;
}

/** The service area with this id, or undefined. */
export async function findServiceAreaById(db: DbOrTx, id: string): Promise<ServiceAreaRow | undefined> {
  const [row] = await db.select().from(serviceAreas).where(eq(serviceAreas.id, id));
  return row;
}

/** The service area of this pincode, or undefined. */
export async function findServiceAreaByPincode(db: DbOrTx, pincode: string): Promise<ServiceAreaRow | undefined> {
  const [row] = await db.select().from(serviceAreas).where(eq(serviceAreas.pincode, pincode));
  return row;
}

/** Changes a service area; undefined when there is no such id. */
export async function updateServiceArea(
  db: DbOrTx,
  id: string,
  values: ServiceAreaValues,
): Promise<ServiceAreaRow | undefined> {
  const [row] = await db.update(serviceAreas).set(values).where(eq(serviceAreas.id, id)).returning();
  return row;
}

/** Removes a service area; false when there is no such id. */
export async function deleteServiceArea(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(serviceAreas).where(eq(serviceAreas.id, id)).returning({ id: serviceAreas.id });
  return rows.length === 1;
}
