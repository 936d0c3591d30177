/** Customer account queries (Drizzle only). */
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { likeContaining } from '../../db/like-pattern';
import type { DbOrTx } from '../../db/client';
import { keptRowBy } from '../../db/kept-statement';
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

export async function findUserByGoogleSub(db: DbOrTx, googleSub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return row;
}

/** Links the user to a Google subject unless it already has one; false when it had one (or is gone). */
export async function setGoogleSubIfUnset(db: DbOrTx, id: string, googleSub: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ googleSub })
    .where(and(eq(users.id, id), isNull(users.googleSub)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await userStatement(db).execute({ value: id });
  return row;
}

/** findUserById's statement, built once (db/kept-statement.ts): a signed-in customer's requests run it. */
const userStatement = keptRowBy(users, users.id, 'users_by_id');

/** The users with these ids (any order). */
export function findUsersByIds(db: DbOrTx, ids: readonly string[]): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/**
 * Inserts a user; returns undefined when the e-mail (or the Google subject) is taken (unique
 * indexes), so races are safe.
 */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
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

/** A page of customers, newest first, whose name, e-mail or phone contains `search` (any case), and how many match. */
export async function listUsers(
  db: DbOrTx,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = search ? likeContaining(search) : undefined;
  const where: SQL | undefined = pattern
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Sets or clears the user's block; the row after, or undefined when no user has the id. */
export async function setBlocked(db: DbOrTx, id: string, blockedAt: Date | null): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ blockedAt }).where(eq(users.id, id)).returning();
  return row;
}

/** Overwrites the customer's personal fields and marks the row erased (account erasure, issue 29). */
export async function eraseUser(
  db: DbOrTx,
  id: string,
  values: Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'deletedAt'>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, firstName: '', lastName: '', phone: '', googleSub: null })
    .where(eq(users.id, id));
}
