/** Return request queries (Drizzle only, no rules). */
import { and, count, desc, eq, gte, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import type { DbOrTx } from '../../db/client';
import { likeContaining } from '../../db/like-pattern';
import { rowsByKey } from '../../db/rows-by-key';
import { returnPhotos, returnRequestLines, returnRequests } from '../../db/schema/returns';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnRequestLines.$inferSelect;

export async function insertReturn(
  tx: DbOrTx,
  row: typeof returnRequests.$inferInsert,
  lines: Omit<typeof returnRequestLines.$inferInsert, 'returnRequestId'>[],
) {
  const [request] = await tx.insert(returnRequests).values(row).returning();
  const lineRows = await tx
    .insert(returnRequestLines)
    .values(lines.map((line) => ({ ...line, returnRequestId: request!.id })))
    .returning();
  return { request: request!, lines: lineRows };
}

/** The request with this id; `forUpdate` locks it until the transaction ends. */
export async function findReturn(db: DbOrTx, id: string, forUpdate = false): Promise<ReturnRow | undefined> {
  const query = db.select().from(returnRequests).where(eq(returnRequests.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function linesOf(db: DbOrTx, ids: string[]): Promise<Map<string, ReturnLineRow[]>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(returnRequestLines)
          .where(inArray(returnRequestLines.returnRequestId, ids))
          .orderBy(returnRequestLines.id);
  return rowsByKey(ids, rows, (row) => row.returnRequestId);
}

export async function updateReturn(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof returnRequests.$inferInsert>,
): Promise<ReturnRow> {
  const [row] = await tx.update(returnRequests).set(values).where(eq(returnRequests.id, id)).returning();
  return row!;
}

export async function setLinePutAway(
  tx: DbOrTx,
  lineId: string,
  restockQuantity: number,
  writeOffQuantity: number,
): Promise<void> {
  await tx
    .update(returnRequestLines)
    .set({ restockQuantity, writeOffQuantity })
    .where(eq(returnRequestLines.id, lineId));
}

/** The other requests of an order, with their lines. */
export async function returnsOfOrder(db: DbOrTx, orderId: string): Promise<ReturnRow[]> {
  return db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(returnRequests.createdAt);
}

export interface ReturnSearch {
  userId?: string;
  status?: ReturnStatus;
  search?: string;
  limit: number;
  offset: number;
}

/** A page of requests, newest first, with the count of all matches. `search` finds an order or request id. */
export async function searchReturns(db: DbOrTx, query: ReturnSearch): Promise<{ rows: ReturnRow[]; total: number }> {
  const term = query.search ? likeContaining(query.search) : undefined;
  const conditions: (SQL | undefined)[] = [
    query.userId ? eq(returnRequests.userId, query.userId) : undefined,
    query.status ? eq(returnRequests.status, query.status) : undefined,
    term ? or(ilike(returnRequests.id, term), ilike(returnRequests.orderId, term)) : undefined,
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const rows = await db
    .select()
    .from(returnRequests)
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(returnRequests).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertPhoto(db: DbOrTx, row: typeof returnPhotos.$inferInsert): Promise<string> {
  const [saved] = await db.insert(returnPhotos).values(row).returning({ id: returnPhotos.id });
  return saved!.id;
}

/** Photos of `userId` not yet taken by a request, among `ids` (a request takes those). */
export async function takePhotos(tx: DbOrTx, userId: string, ids: string[], returnRequestId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(returnPhotos)
    .set({ returnRequestId })
    .where(and(inArray(returnPhotos.id, ids), eq(returnPhotos.userId, userId), isNull(returnPhotos.returnRequestId)))
    .returning({ id: returnPhotos.id });
  return rows.length;
}

/** Photo ids of each request, oldest first. */
export async function photoIdsOf(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: returnPhotos.id, requestId: returnPhotos.returnRequestId })
          .from(returnPhotos)
          .where(inArray(returnPhotos.returnRequestId, ids))
          .orderBy(returnPhotos.createdAt);
  const byRequest = rowsByKey(ids, rows, (row) => row.requestId ?? '');
  return new Map([...byRequest].map(([id, list]) => [id, list.map((p) => p.id)]));
}

export async function findPhoto(db: DbOrTx, id: string) {
  const [row] = await db.select().from(returnPhotos).where(eq(returnPhotos.id, id)).limit(1);
  return row;
}

/** Photos `userId` uploaded since `since` (the upload limit per hour). */
export async function countPhotosSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(returnPhotos)
    .where(and(eq(returnPhotos.userId, userId), gte(returnPhotos.createdAt, since)));
  return row?.n ?? 0;
}

/** The customer's return requests in one of `statuses`. */
export async function countReturnsOfIn(db: DbOrTx, userId: string, statuses: readonly ReturnStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(and(eq(returnRequests.userId, userId), inArray(returnRequests.status, [...statuses])));
  return row?.n ?? 0;
}

/** Erases what the customer wrote in their return requests and deletes their photos; the requests (refund records) stay. */
export async function eraseReturnsOf(db: DbOrTx, userId: string, erasedText: string): Promise<void> {
  await db.update(returnRequests).set({ description: erasedText }).where(eq(returnRequests.userId, userId));
  await db.delete(returnPhotos).where(eq(returnPhotos.userId, userId));
}
