/** Saved-address queries (Drizzle only, no rules). Every query names the owner: no row is read or changed by id alone. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerAddresses } from '../../db/schema/addresses';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Pick<
  typeof customerAddresses.$inferInsert,
  'line' | 'city' | 'state' | 'pincode' | 'companyName' | 'gstin'
>;

const ownedBy = (userId: string, id: string) => and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId));

/** The customer's addresses, oldest first. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
}

/** The customer's address `id`, or undefined when it does not exist or is someone else's. */
export async function findAddress(db: DbOrTx, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(customerAddresses).where(ownedBy(userId, id)).limit(1);
  return row;
}

export async function countAddresses(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: DbOrTx, userId: string, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ userId, ...values })
    .returning();
  return row!;
}

/** Updates the customer's address; undefined when it is not theirs (nothing changes then). */
export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await db.update(customerAddresses).set(values).where(ownedBy(userId, id)).returning();
  return row;
}

/** Deletes the customer's address; false when it is not theirs (nothing is deleted then). */
export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(customerAddresses).where(ownedBy(userId, id)).returning({ id: customerAddresses.id });
  return rows.length > 0;
}

/** Deletes every saved address of the customer (account erasure, issue 29). */
export async function deleteAddressesOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
}
