/** Audit log queries (Drizzle only; decision 034). */
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Inserts one entry (inside the caller's transaction when given one). */
export async function insertEntry(db: DbOrTx, values: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

export interface AuditFilter {
  entity?: string;
  /** Any of these entities (the product's history: 'product' and 'stock'). */
  entities?: readonly string[];
  entityId?: string;
  staffId?: string;
  /** Inclusive lower bound of created_at. */
  since?: Date;
  /** Exclusive upper bound of created_at. */
  before?: Date;
}

function where(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entities && filter.entities.length > 0) conditions.push(inArray(auditLog.entity, [...filter.entities]));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.since) conditions.push(gte(auditLog.createdAt, filter.since));
  if (filter.before) conditions.push(lt(auditLog.createdAt, filter.before));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of entries, newest first, and how many match in all. */
export async function listEntries(
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const condition = where(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
