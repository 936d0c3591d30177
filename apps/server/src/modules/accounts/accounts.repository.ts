/** Customer account queries (Drizzle only). */
import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Locks the user's row until the transaction ends; false when no user has the id. */
export async function lockUser(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return row !== undefined;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The users with these ids (any order). */
export function findUsersByIds(db: DbOrTx, ids: readonly string[]): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Inserts a user; returns undefined when the e-mail is taken (unique index), so races are safe. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** How many customer accounts there are. */
export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** Replaces the user's password hash; false when no user has the id. */
export async function updatePasswordHash(db: DbOrTx, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db.update(users).set({ passwordHash }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Updates the user's name parts and phone; the row after, or undefined when no user has the id. */
export async function updateProfile(
  db: DbOrTx,
  id: string,
  values: { name: string; firstName: string; lastName: string; phone: string },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}
