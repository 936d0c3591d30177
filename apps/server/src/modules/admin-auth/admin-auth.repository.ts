/** Staff account queries (Drizzle only). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '@shop/domain/accounts/auth.schemas';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByEmail(db: DbOrTx, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return row;
}

/** The staff row `id`; `lock` takes its row lock until the transaction ends. */
export async function findAdminById(db: DbOrTx, id: string, lock = false): Promise<AdminRow | undefined> {
  const query = db.select().from(admins).where(eq(admins.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Sets fields of one staff member; returns the row, or undefined when there is no such id. */
export async function updateAdmin(
  db: DbOrTx,
  id: string,
  values: { active?: boolean; role?: StaffRole; passwordHash?: string },
): Promise<AdminRow | undefined> {
  const [row] = await db.update(admins).set(values).where(eq(admins.id, id)).returning();
  return row;
}

/** Every staff member, SuperAdmins first, then by name. */
export async function listAdmins(db: DbOrTx): Promise<AdminRow[]> {
  return db.select().from(admins).orderBy(asc(admins.role), asc(admins.name), asc(admins.id));
}

/** Inserts a staff member; undefined when the e-mail is taken. */
export async function insertAdmin(db: DbOrTx, values: typeof admins.$inferInsert): Promise<AdminRow | undefined> {
  const [row] = await db.insert(admins).values(values).onConflictDoNothing({ target: admins.email }).returning();
  return row;
}

/**
 * The ids of the active SuperAdmins, each row locked until the transaction ends: two changes
 * that could each leave the other as the last SuperAdmin run one after the other, and the
 * second sees the first's result (a row that no longer matches drops out when re-checked).
 */
export async function lockActiveSuperAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'SuperAdmin'), eq(admins.active, true)))
    .orderBy(asc(admins.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Names and e-mails of these staff ids. */
export async function adminNames(
  db: DbOrTx,
  ids: readonly string[],
): Promise<{ id: string; name: string; email: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .where(inArray(admins.id, [...ids]));
}
