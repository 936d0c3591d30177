/** Privacy queries (Drizzle only): the data_exports rows. */
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataExports } from '../../db/schema/privacy';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertExport(db: DbOrTx, values: typeof dataExports.$inferInsert): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values(values).returning();
  return row!;
}

export async function findExport(db: DbOrTx, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function storeContent(db: DbOrTx, id: string, content: unknown, readyAt: Date): Promise<void> {
  await db.update(dataExports).set({ content, readyAt }).where(eq(dataExports.id, id));
}

/** The customer's built export whose token has this HMAC and has not expired. */
export async function findReadyExport(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.tokenHash, tokenHash), gt(dataExports.expiresAt, now)));
  return row?.content == null ? undefined : row;
}

export async function deleteExportsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
}
