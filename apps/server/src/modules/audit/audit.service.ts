/**
 * The audit log (DESIGN.md "Cross-cutting": every staff change is written to the audit log in the
 * same transaction; issue 9; decision 034). A module that changes something on a staff member's
 * behalf calls `recordAudit(tx, …)` with the transaction that makes the change, so the entry
 * exists if and only if the change commits: a refused change writes none.
 */
import type { AuditEntity, AuditQuery } from '@shop/domain/audit/audit.schemas';
import type { AuditEntry, AuditListData } from '@shop/domain/audit/audit.responses';
import { indiaDayEnd, indiaDayStart } from '@shop/domain/dashboard/india-days.rules';
import type { DbOrTx } from '../../db/client';
import * as repo from './audit.repository';

export interface AuditChange {
  /**
   * admins.id of the staff member making the change; for a customer's own privacy request
   * (actions 'privacy.*', issue 29) the customer's users.id, which the log shows as the customer.
   */
  staffId: string;
  /** What was done: '<entity>.<verb>', e.g. 'coupon.create', 'order.status'. */
  action: string;
  entity: AuditEntity;
  entityId: string;
  /** The changed values before (null for a creation); never a password or its hash. */
  before: unknown;
  /** The values after (null for a deletion). */
  after: unknown;
}

/** Writes one entry with the transaction `tx` that makes the change (pass the Tx, not the db). */
export async function recordAudit(tx: DbOrTx, change: AuditChange): Promise<void> {
  await repo.insertEntry(tx, {
    staffId: change.staffId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** A snapshot of audited values: field name to value (amounts in paise, as the log keeps money). */
export type AuditValues = Record<string, unknown>;

/**
 * The fields whose values differ between two snapshots of one thing (compared as JSON), each side
 * holding only those fields; null when nothing differs. A field missing on one side counts as null.
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/**
 * Staff names and e-mails by admins.id (admin-auth.service's staffNames): passed in by the caller, as
 * the audit log sits below the staff accounts that record entries in it (docs/architecture.md).
 */
export type StaffNameLookup = (
  db: DbOrTx,
  ids: readonly string[],
) => Promise<Map<string, { name: string; email: string }>>;

/**
 * GET/POST /admin/audit (SuperAdmin): a page of entries, newest first, filtered by entity (and
 * id), staff member and India-time dates (`from` and `to` both included), with staff names as
 * `staffNames` gives them.
 */
export async function listAudit(db: DbOrTx, query: AuditQuery, staffNames: StaffNameLookup): Promise<AuditListData> {
  const { rows, total } = await repo.listEntries(
    db,
    {
      entity: query.entity,
      entities: query.entities,
      entityId: query.entity_id,
      staffId: query.staff_id,
      since: query.from ? indiaDayStart(query.from) : undefined,
      before: query.to ? indiaDayEnd(query.to) : undefined,
    },
    query.pageSize,
    (query.pageNum - 1) * query.pageSize,
  );
  const names = await staffNames(db, [...new Set(rows.map((r) => r.staffId))]);
  const entries: AuditEntry[] = rows.map((row) => ({
    _id: row.id,
    created_at: row.createdAt.toISOString(),
    staff_id: row.staffId,
    staff_name: names.get(row.staffId)?.name ?? null,
    staff_email: names.get(row.staffId)?.email ?? null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  return { entries, total, pageNum: query.pageNum, pageSize: query.pageSize };
}
