/** Newsletter queries (Drizzle only): the newsletter_subscribers rows. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** The address's row, locked until the transaction ends; made `pending` (asked at `now`) when there is none. */
export async function lockOrCreate(
  tx: DbOrTx,
  email: string,
  now: Date,
): Promise<{ row: SubscriberRow; created: boolean }> {
  const [created] = await tx
    .insert(newsletterSubscribers)
    .values({ email, status: 'pending', createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update');
  return { row: row!, created: false };
}

export async function lockById(tx: DbOrTx, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for('update');
  return row;
}

export async function lockByEmail(tx: DbOrTx, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update');
  return row;
}

export async function byEmail(db: DbOrTx, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function update(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<SubscriberRow, 'id' | 'email'>>,
): Promise<SubscriberRow> {
  const [row] = await db.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, id)).returning();
  return row!;
}

/** Every confirmed address with its confirmation time, oldest first. */
export function confirmed(db: DbOrTx): Promise<{ email: string; confirmedAt: Date | null }[]> {
  return db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email));
}

export async function deleteByEmail(tx: DbOrTx, email: string): Promise<void> {
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}
