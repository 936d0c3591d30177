/** Staff account queries (Drizzle only). */
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@shop/domain/accounts/auth.schemas';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByEmail(db: DbOrTx, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return row;
}

export async function findAdminById(db: DbOrTx, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

/** Sets fields of one staff member; returns the row, or undefined when there is no such id. */
export async function updateAdmin(db: DbOrTx, id: string, values: { active?: boolean; role?: StaffRole }): Promise<AdminRow | undefined> {
  const [row] = await db.update(admins).set(values).where(eq(admins.id, id)).returning();
  return row;
}
